// The part of a picture kept for a slot of a given shape: at zoom 1 the largest frame of that shape
// that fits, smaller as the zoom grows, placed by two positions from 0 (left, top) to 1 (right,
// bottom). As fractions of the picture, which is what the API takes.
export interface CropArea {
  x: number;
  y: number;
  w: number;
  h: number;
}

export function cropArea(picture: { width: number; height: number }, aspect: number, zoom: number, across: number, down: number): CropArea {
  const pictureAspect = picture.width / picture.height;
  // The frame's size as fractions of the picture's width and height.
  let w = 1;
  let h = 1;
  if (pictureAspect > aspect) w = aspect / pictureAspect;
  else h = pictureAspect / aspect;
  const z = Math.max(1, zoom);
  w /= z;
  h /= z;
  const clamp = (v: number) => Math.min(1, Math.max(0, v));
  return { x: (1 - w) * clamp(across), y: (1 - h) * clamp(down), w, h };
}

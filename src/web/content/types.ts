/** A local picture with its intrinsic size (so the page reserves its space). */
export interface Picture {
  src: string;
  width: number;
  height: number;
  alt: string;
}

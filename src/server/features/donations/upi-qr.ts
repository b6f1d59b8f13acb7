// The UPI QR code, drawn on the server as SVG (no script on the page). `qrcode` (soldair/node-qrcode)
// is the npm library most used for this; medium error correction survives a cracked phone screen.
import QRCode from 'qrcode';

export const upiQrSvg = (link: string): Promise<string> => QRCode.toString(link, { type: 'svg', errorCorrectionLevel: 'M', margin: 4 });

import type { Area } from 'react-easy-crop';

/** Larger than the server keeps (256 px), so its resize has detail to work with; small enough to upload fast. */
const OUTPUT_MAX_PX = 512;
const JPEG_QUALITY = 0.9;

function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error('The picture could not be read'));
    image.src = src;
  });
}

/** The square the user framed, drawn onto a canvas and saved as JPEG (docs/product-rules.md "Picture": the cropper makes a JPEG). */
export async function cropToJpeg(src: string, area: Area): Promise<Blob> {
  const image = await loadImage(src);
  const size = Math.min(OUTPUT_MAX_PX, Math.round(area.width));
  const canvas = document.createElement('canvas');
  canvas.width = size;
  canvas.height = size;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('This browser cannot crop pictures');
  context.drawImage(image, area.x, area.y, area.width, area.height, 0, 0, size, size);
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('The picture could not be saved'))), 'image/jpeg', JPEG_QUALITY),
  );
}

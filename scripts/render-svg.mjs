// Rasterises an original SVG artwork into the format the image pipeline reads.
// Usage: node scripts/render-svg.mjs input.svg output.(png|jpg|webp) [widthPx]
import sharp from 'sharp';

const [input, output, width] = process.argv.slice(2);
if (!input || !output) {
  console.error('Usage: node scripts/render-svg.mjs input.svg output.(png|jpg|webp) [widthPx]');
  process.exit(1);
}
let image = sharp(input, { density: 144 });
if (width) image = image.resize({ width: Number(width) });
if (output.endsWith('.jpg') || output.endsWith('.jpeg')) image = image.jpeg({ quality: 82, mozjpeg: true });
else if (output.endsWith('.webp')) image = image.webp({ quality: 82 });
else image = image.png({ compressionLevel: 9, palette: true });
const info = await image.toFile(output);
console.log(`${output}: ${info.width}x${info.height}, ${Math.round(info.size / 1024)} KB`);

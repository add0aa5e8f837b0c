const sharp = require('sharp');
const [,, file, top, height, out] = process.argv;
sharp(file).extract({ left: 0, top: +top, width: 1280, height: +height }).toFile(out).then(() => console.log('ok'));

'use strict';
module.exports = require('./front-matter-probe').setup;

// Stands in for a browser plugin module that has nothing to do in the production build.
module.exports = {};

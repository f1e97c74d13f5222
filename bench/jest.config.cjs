module.exports = require('../jest/tiers.cjs').unit(__dirname);

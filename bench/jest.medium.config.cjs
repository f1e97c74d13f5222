module.exports = require('../jest/tiers.cjs').medium(__dirname);

module.exports = require('../../jest/tiers.cjs').e2e(__dirname);

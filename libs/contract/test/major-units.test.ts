import assert from 'node:assert/strict';

import { formatMinor, minorUnitsOf, signedMinorUnitsOf } from '../src';

describe('prices in major units', () => {
  it('become minor units without float error', () => {
    assert.equal(minorUnitsOf('123.45'), 12345);
    assert.equal(minorUnitsOf('0.1'), 10);
    assert.equal(minorUnitsOf('1.10'), 110);
    assert.equal(minorUnitsOf('19.99'), 1999);
    assert.equal(minorUnitsOf('40'), 4000);
    assert.equal(minorUnitsOf(' 7.5 '), 750);
  });

  it('refuse anything but a non-negative amount with two decimals at most', () => {
    for (const text of ['', '-1', '1.234', '1,50', 'abc', '1e3', '.5', '1.']) assert.equal(minorUnitsOf(text), null, text);
  });

  it('take a sign when they are a change', () => {
    assert.equal(signedMinorUnitsOf('-5.00'), -500);
    assert.equal(signedMinorUnitsOf('+12'), 1200);
    assert.equal(signedMinorUnitsOf('7.5'), 750);
    assert.equal(signedMinorUnitsOf('-0'), 0);
    for (const text of ['', '-', '--5', '- 5', '5-', '1.234', 'abc']) assert.equal(signedMinorUnitsOf(text), null, text);
  });

  it('are how minor units are shown', () => {
    assert.equal(formatMinor(12345, 'EUR'), '123.45 EUR');
    assert.equal(formatMinor(5), '0.05');
    assert.equal(formatMinor(-250), '-2.50');
    assert.equal(formatMinor(null, 'EUR'), '-');
  });
});

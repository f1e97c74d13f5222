import assert from 'node:assert/strict';

import { formatMinor, minorUnitsOf, percentageOf, signedMinorUnitsOf } from '../src';

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

  it('are told apart from a percentage, which takes up to four decimals and its sign where an amount could be meant', () => {
    assert.deepEqual(
      ['10%', '2.5 %', ' 10 ', '0.1234%'].map((text) => percentageOf(text)),
      [10, 2.5, 10, 0.1234],
    );
    assert.deepEqual(
      ['10%', '10'].map((text) => percentageOf(text, 'required')),
      [10, null],
    );
    for (const text of ['', '%', '1000%', '1.23456%', '-5%', '5%%', 'ten %', '1,5%']) assert.equal(percentageOf(text), null, text);
  });

  it('are how minor units are shown', () => {
    assert.equal(formatMinor(12345, 'EUR'), '123.45 EUR');
    assert.equal(formatMinor(5), '0.05');
    assert.equal(formatMinor(-250), '-2.50');
    assert.equal(formatMinor(null, 'EUR'), '-');
  });
});

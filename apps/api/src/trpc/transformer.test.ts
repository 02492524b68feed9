import superjson from 'superjson';
import { describe, expect, it } from 'vitest';
import { serialize } from './transformer.js';

const shared = { z: 1 };
class Point {
  constructor(readonly x: number) {}
}

/** Answers the fast walk writes itself, and ones it must hand to superjson. */
const samples: [string, unknown][] = [
  [
    'a page of events',
    {
      items: [
        {
          id: 1,
          datetime: new Date(0),
          church: { createdAt: new Date(5), amenities: ['Parking'] },
          owner: undefined,
        },
        {
          id: 2,
          datetime: new Date(86_400_000),
          imageUrl: null,
          tags: [],
          nested: [[new Date(1)]],
        },
      ],
      nextCursor: null,
    },
  ],
  ['no dates at all', { a: 1, b: 'x', c: [true, false, null], d: {} }],
  ['a date at the root', new Date(7)],
  ['undefined at the root', undefined],
  ['an array at the root', [new Date(2), undefined, 3]],
  ['a string at the root', 'hello'],
  ['null', null],
  ['NaN and infinities', { n: Number.NaN, i: Number.POSITIVE_INFINITY, z: -0 }],
  ['an invalid date', { d: new Date(Number.NaN) }],
  ['an object met twice', { p: shared, q: shared }],
  [
    'a date met twice',
    (() => {
      const d = new Date(3);
      return [d, d];
    })(),
  ],
  ['a key with a dot', { 'a.b': new Date(2) }],
  ['a key with a backslash', { 'a\\b': new Date(2) }],
  ['a Map and a Set', { m: new Map([[1, 2]]), s: new Set([1]) }],
  ['a BigInt', { big: 10n }],
  ['a class instance', { point: new Point(1) }],
  ['a regular expression', { r: /x/g }],
  ['an object without prototype', Object.assign(Object.create(null) as object, { d: new Date(4) })],
];

describe('serialize', () => {
  it.each(samples)('writes what superjson writes: %s', (_name, value) => {
    expect(serialize(value)).toEqual(superjson.serialize(value));
    expect(JSON.stringify(serialize(value))).toBe(JSON.stringify(superjson.serialize(value)));
  });

  it('reads back as the same value through superjson', () => {
    const page = { items: [{ id: 1, at: new Date(10), gone: undefined }], nextCursor: 'abc' };
    expect(superjson.deserialize(serialize(page))).toEqual(page);
  });
});

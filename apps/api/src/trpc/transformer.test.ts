import superjson from 'superjson';
import { describe, expect, it } from 'vitest';
import { serialize, TOO_MANY_ANNOTATIONS, transformer } from './transformer.js';

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

describe('deserialize', () => {
  it('reads what the web app sends, dates and all', () => {
    const input = { from: new Date('2026-12-01T18:00:00Z'), to: new Date('2026-12-31T18:00:00Z') };
    expect(transformer.deserialize(superjson.serialize(input))).toEqual(input);
  });

  it.each([
    [
      'too many paths',
      Object.fromEntries(Array.from({ length: 65 }, (_, i) => [`p${i}`, ['Date']])),
    ],
    ['a path too long', { [`a${'.b'.repeat(200)}`]: ['Date'] }],
    [
      'paths hidden in a nested tree',
      {
        m: ['map', Object.fromEntries(Array.from({ length: 70 }, (_, i) => [`${i}.1`, ['Date']]))],
      },
    ],
  ])('refuses %s', (_, values) => {
    expect(() => transformer.deserialize({ json: {}, meta: { values, v: 1 } })).toThrow(
      TOO_MANY_ANNOTATIONS,
    );
  });

  it('refuses the most annotations a tRPC body can hold before walking them', () => {
    // 3,500 fit in TRPC_BODY_LIMIT (64 KiB); superjson walked them in several ms a call.
    const values = Object.fromEntries(Array.from({ length: 3_500 }, (_, i) => [`p${i}`, ['Date']]));
    const payload = { json: {}, meta: { values, v: 1 } };
    // CPU time of this process, not the wall clock, and the best of five batches: on two busy
    // cores even CPU time swells (one batch of the whole suite took 1.1 ms a call).
    const msPerCall: number[] = [];
    for (let batch = 0; batch < 5; batch += 1) {
      const before = process.cpuUsage();
      for (let i = 0; i < 20; i += 1) {
        expect(() => transformer.deserialize(payload)).toThrow(TOO_MANY_ANNOTATIONS);
      }
      const used = process.cpuUsage(before);
      msPerCall.push((used.user + used.system) / 1000 / 20);
    }
    expect(Math.min(...msPerCall)).toBeLessThan(1);
  });
});

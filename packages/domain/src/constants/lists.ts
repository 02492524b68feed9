/**
 * One field of every entry of a constant list (an option's value, a state's code), in the list's
 * order, as the non-empty tuple `z.enum` takes: the list stays the one place the values are written.
 */
export function fieldOf<T extends Record<K, string>, K extends keyof T>(
  list: readonly T[],
  key: K,
): [T[K], ...T[K][]] {
  return list.map((entry) => entry[key]) as [T[K], ...T[K][]];
}

export const CHURCH_IMAGE_COUNT = 6;

/** Church facades, reused in turn. */
export function churchImageUrl(index: number): string {
  return `/images/churches/church-${(index % CHURCH_IMAGE_COUNT) + 1}.svg`;
}

/** The church facades the web app serves (apps/web/public/images/churches), by what they show. */
const FACADES = {
  steepled: 'church-1',
  modern: 'church-2',
  stone: 'church-3',
  chapel: 'church-4',
  brick: 'church-5',
  adobe: 'church-6',
} as const;

/** A white steepled church, a modern one, a stone cathedral, a country chapel, brick, adobe. */
export type ChurchFacade = keyof typeof FACADES;

export function churchImageUrl(facade: ChurchFacade): string {
  return `/images/churches/${FACADES[facade]}.svg`;
}

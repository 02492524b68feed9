/**
 * @huddle/domain: the product's rules, once, for the web app and the API. Pure: no database,
 * network, React or clock (functions that need the time take `now`).
 */
export const PRODUCT_NAME = 'Huddle';

export * from './amenities.js';
export * from './calendar/index.js';
export * from './capacity.js';
export * from './church.js';
export * from './constants/index.js';
export * from './date-format.js';
export * from './directions.js';
export * from './fair-share.js';
export * from './file-name.js';
export * from './geo.js';
export * from './images.js';
export * from './messages.js';
export * from './money.js';
export * from './pagination.js';
export * from './permissions.js';
export * from './recurrence.js';
export * from './reminders.js';
export * from './schemas/index.js';
export * from './search.js';
export * from './series-edit.js';
export * from './share-card.js';
export * from './sharing.js';
export * from './sports.js';
export * from './structured-data.js';
export * from './time.js';
export * from './waitlist.js';
export * from './your-time.js';

export * from './analytics.js';
export * from './billing.js';
export * from './churches.js';
export * from './events.js';
export * from './sports.js';
export * from './support.js';
export * from './time-zones.js';
export * from './ui.js';

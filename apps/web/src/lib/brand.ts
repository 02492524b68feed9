export { MISSION_TAGLINE as TAGLINE, PRODUCT_NAME } from '@huddle/domain';

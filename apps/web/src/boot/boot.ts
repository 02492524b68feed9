/**
 * The one classic script of a server-rendered page, built on its own (vite-prerender.ts): it
 * starts the app after the page's first paint and keeps what a visitor presses meanwhile.
 */
import { bootAfterPaint, readAppCode } from './boot-after-paint';

const code = readAppCode(document.currentScript);
if (code) bootAfterPaint(window, code);

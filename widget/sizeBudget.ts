// What boost.js may weigh: the target we aim for (5 KB gzip, not met at 5.54 KB), and a ceiling a
// little above today's size, past which the build warns and the embed test fails, so growth is
// noticed. Money written without Intl (core/format.ts) took it from 5.35 KB: 190 bytes against
// the 176 ms a phone spent building the page's first Intl formatter.
export const BOOST_JS_BUDGET = {
  target: { rawBytes: 15 * 1024, gzipBytes: 5 * 1024 },
  ceiling: { rawBytes: 11.8 * 1024, gzipBytes: 5.6 * 1024 },
}

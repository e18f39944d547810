/**
 * Hostile `domain` values (issue 19): the clan is looked up before any route runs, so these reach
 * every route. NUL and other control characters, hundreds of characters, paths, look-alike letters of
 * other scripts, spaces, quotes and dots are refused before the lookup: 400, never a 5xx.
 */
export const HOSTILE_DOMAINS = [
  '\u0000',
  'a\u0000',
  `${'a'.repeat(5)}\u0000b`,
  '\u0007demo',
  'demo\r\nx-chen: 1',
  '\u001b[31mdemo',
  'a'.repeat(300),
  '../',
  '../../etc/passwd',
  'd\u0435mo', // Cyrillic е
  '\uff44\uff45\uff4d\uff4f', // full-width ｄｅｍｏ
  'demo\u200b', // zero-width space
  'de mo',
  "demo'--",
  'demo.example',
  '%00',
];
/** The same through the Host header: as Node hands a header over (bytes read as Latin-1). */
export const HOSTILE_HOSTS = [
  `${'a'.repeat(300)}.localhost`,
  `${Buffer.from('d\u0435mo', 'utf8').toString('latin1')}.localhost`,
  'de_mo.localhost',
  '-demo-.localhost',
  '%00.localhost',
];

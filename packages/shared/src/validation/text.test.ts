import { describe, expect, it } from 'vitest';
import { textFault } from './text.js';

describe('the text the API takes', () => {
  it('takes letters of any script, emoji (a surrogate pair), tabs and line breaks', () => {
    for (const text of ['', 'Aurelion', 'Ärger über Öl', '東京', 'ok 😀', '👩‍👩‍👧', 'line\none\r\n\ttab', '\ufffd'])
      expect(textFault(text), JSON.stringify(text)).toBeNull();
  });

  it('refuses control characters, and a surrogate without its pair wherever it stands', () => {
    for (const text of ['\u0000', 'a\u0007b', '\u001b[31m', '\u007f', '\u0085'])
      expect(textFault(text), JSON.stringify(text)).toBe('control');
    for (const text of ['\ud800', 'a\ud83d', '\ude00b', '\ude00\ud83d', 'ok \ud83d\ude00 \udfff'])
      expect(textFault(text), JSON.stringify(text)).toBe('malformed');
  });
});

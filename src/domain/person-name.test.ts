import { describe, expect, it } from 'vitest';
import { personName } from './person-name';

describe('personName', () => {
  it('writes a Japanese name family name first, in Japanese and in English', () => {
    const hanako = { firstName: '花子', surname: '山田' };
    expect(personName(hanako, 'ja')).toBe('山田 花子');
    expect(personName(hanako, 'en')).toBe('山田 花子');
    expect(personName({ firstName: 'はなこ', surname: 'やまだ' }, 'ja')).toBe('やまだ はなこ');
    expect(personName({ firstName: 'ハナコ', surname: 'ヤマダ' }, 'en')).toBe('ヤマダ ハナコ');
  });

  it('writes Chinese and Korean names family name first too', () => {
    expect(personName({ firstName: '民俊', surname: '金' }, 'en')).toBe('金 民俊');
    expect(personName({ firstName: '민준', surname: '김' }, 'ja')).toBe('김 민준');
  });

  it('keeps a Latin name given name first in both languages (the rule for Japanese screens)', () => {
    const oliver = { firstName: 'Oliver', surname: 'Bennett' };
    expect(personName(oliver, 'en')).toBe('Oliver Bennett');
    expect(personName(oliver, 'ja')).toBe('Oliver Bennett');
    expect(personName(oliver, 'ja-JP')).toBe('Oliver Bennett');
    expect(personName({ firstName: 'Hanako', surname: 'Yamada' }, 'ja')).toBe('Hanako Yamada');
  });

  it('puts the family name first when either part is Japanese', () => {
    expect(personName({ firstName: 'Hanako', surname: '山田' }, 'en')).toBe('山田 Hanako');
  });

  it('trims the parts and leaves a missing one out', () => {
    expect(personName({ firstName: ' 花子 ', surname: '' }, 'ja')).toBe('花子');
    expect(personName({ surname: ' Bennett ' }, 'en')).toBe('Bennett');
    expect(personName({}, 'en')).toBe('');
  });
});

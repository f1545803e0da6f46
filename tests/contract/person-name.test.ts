import { describe, expect, it } from 'vitest';
import { nameInitials, personName, titledName } from '../../src/contract/person-name.ts';

/* An exploratory test saw '明华 李' and the initials '明李' for the patient 李明华. */
describe('a person’s name', () => {
  it('is written surname first, without a space, in Chinese, Japanese or Korean script', () => {
    expect(personName({ firstName: '明华', lastName: '李' })).toBe('李明华');
    expect(personName({ firstName: '太郎', lastName: '山田' })).toBe('山田太郎');
    expect(nameInitials({ firstName: '明华', lastName: '李' })).toBe('李');
  });

  it('keeps the given name first otherwise, and copes with a missing part', () => {
    expect(personName({ firstName: 'Mei', lastName: 'Lin' })).toBe('Mei Lin');
    expect(personName({ firstName: '明华', lastName: 'Li' })).toBe('明华 Li');
    expect(personName({ firstName: '明华', lastName: null })).toBe('明华');
    expect(personName({ firstName: null, lastName: 'Lin' })).toBe('Lin');
    expect(nameInitials({ firstName: 'mei', lastName: 'lin' })).toBe('ML');
  });

  it('gives a title the surname in Chinese, Japanese or Korean script, the given name otherwise', () => {
    expect(titledName({ firstName: '一', lastName: '王' })).toBe('王');
    expect(titledName({ firstName: 'Mei', lastName: 'Lin' })).toBe('Mei');
    expect(titledName({ firstName: '明华', lastName: 'Li' })).toBe('明华');
    expect(titledName({ firstName: '', lastName: 'Lin' })).toBe('Lin');
  });
});

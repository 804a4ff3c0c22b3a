import { describe, expect, it } from 'vitest';
import { loadArchive } from '../../../server/db/archive.ts';
import { countyAnchor, seatLabel } from '../../../site/content/states';

describe('Alabama county anchors (product §9: 67 counties)', () => {
  it('builds county-<slug of the name>', () => {
    expect(countyAnchor('St. Clair')).toBe('county-st-clair');
    expect(countyAnchor('DeKalb')).toBe('county-dekalb');
    expect(countyAnchor('Autauga')).toBe('county-autauga');
  });

  it('gives each of the 67 counties of the seed a distinct anchor', () => {
    const alabama = loadArchive().states.find((state) => state.slug === 'alabama');
    const anchors = new Set(alabama?.counties.map((county) => countyAnchor(county.name)));
    expect(anchors.size).toBe(67);
  });

  it('says "County seats" for a county with two', () => {
    expect(seatLabel('Ashville and Pell City')).toBe('County seats');
    expect(seatLabel('Prattville')).toBe('County seat');
  });
});

import { describeLocalHours, hoursInIst, hoursInZone } from './phone-hours';

const hours = { days: 'Monday to Friday', opens: '09:30', closes: '18:30' };
const winter = new Date('2026-01-15T06:00:00Z');
const summer = new Date('2026-07-15T06:00:00Z');

describe('phone hours', () => {
  it('shows the hours in IST for the server HTML', () => {
    expect(hoursInIst(hours)).toBe('Monday to Friday, 09:30–18:30 IST');
  });

  it('converts to London, following daylight saving', () => {
    expect(hoursInZone(hours, 'Europe/London', winter)).toMatchObject({ opens: '04:00', closes: '13:00', dayShift: 0 });
    expect(hoursInZone(hours, 'Europe/London', summer)).toMatchObject({ opens: '05:00', closes: '14:00', dayShift: 0 });
  });

  it('says when the hours start on the visitor’s previous day', () => {
    const local = hoursInZone(hours, 'America/Los_Angeles', winter)!;
    expect(local).toMatchObject({ opens: '20:00', closes: '05:00', dayShift: -1 });
    expect(describeLocalHours(local)).toMatch(/^20:00–05:00 .+ \(your previous day\)$/);
  });

  it('says when the hours start on the visitor’s next day', () => {
    expect(hoursInZone({ opens: '00:30', closes: '02:00' }, 'Pacific/Auckland', winter)).toMatchObject({ dayShift: 0 });
    expect(hoursInZone({ opens: '20:00', closes: '23:00' }, 'Pacific/Auckland', winter)).toMatchObject({
      opens: '03:30',
      dayShift: 1,
    });
  });

  it('gives nothing for a visitor on IST or an unknown zone', () => {
    expect(hoursInZone(hours, 'Asia/Kolkata', winter)).toBeNull();
    expect(hoursInZone(hours, 'Asia/Colombo', winter)).toBeNull();
    expect(hoursInZone(hours, 'Not/AZone', winter)).toBeNull();
  });
});

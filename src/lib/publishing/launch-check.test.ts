import { formatLaunchItem, isDummyPhone, launchChecklist, type LaunchContent } from './launch-check';

/** Content with nothing left for the owner to supply; each test takes one thing away. */
const complete: LaunchContent = {
  site: {
    phone: '+911204567123',
    phoneDisplay: '+91 120 456 7123',
    email: 'hello@company.in',
    resumeEmail: 'jobs@company.in',
    bookingUrl: 'https://cal.com/company/30min',
    mapLink: 'https://www.google.com/maps/place/Company/@28.4,77.5,17z',
    headOffice: { name: 'Head office', street: '1 Road', city: 'Noida' },
    offices: [{ name: 'Lucknow office', street: '2 Road', city: 'Lucknow' }],
    legalName: 'Company Private Limited',
    registrations: [
      { name: 'CIN', value: 'U1' },
      { name: 'GSTIN', value: 'G1' },
    ],
    phoneHours: { days: 'Monday to Friday', opens: '09:30', closes: '18:30' },
    enquiryReplyTime: 'within one working day',
  },
  caseStudies: [{ file: 'content/case-studies/a.json', client: { name: 'Client Ltd' } }],
  team: { members: [{ name: 'Amit Sharma', photo: './images/amit.jpg', link: 'https://www.linkedin.com/in/amit' }] },
  testimonials: [{ name: 'Ana', profile: './images/ana.jpg' }],
  gallery: { hero: { alt: 'Photograph of the office' }, images: [{ alt: 'The team at a sprint demo' }] },
  about: { banner: { imageAlt: 'Photograph of the building' }, knowUs: { imageAlt: 'The team at work' } },
  howWeWork: { pricing: { heading: 'Prices' }, trial: { heading: 'Trial' } },
};

const fieldsFor = (content: LaunchContent) => launchChecklist(content).map((item) => `${item.file} ${item.field}`);

describe('launchChecklist', () => {
  it('lists nothing once the owner has supplied everything', () => {
    expect(launchChecklist(complete)).toEqual([]);
  });

  it('names the dummy phone, an example address and an unset booking page, each with why a buyer cares', () => {
    const items = launchChecklist({
      ...complete,
      site: { ...complete.site, phone: '+919876543210', email: 'info@example.com', bookingUrl: undefined },
    });
    expect(items.map((item) => item.field)).toEqual(['phone', 'email', 'bookingUrl']);
    expect(items.every((item) => item.file === 'content/site/site.json' && item.why.length > 0)).toBe(true);
  });

  it('lists what the owner has not confirmed, an area map link and missing legal facts', () => {
    const { legalName: _name, registrations: _ids, phoneHours: _hours, ...site } = complete.site;
    expect(
      fieldsFor({
        ...complete,
        site: {
          ...site,
          awaitingConfirmation: ['enquiryReplyTime', 'headOffice.street'],
          mapLink: 'https://www.google.com/maps/search/?api=1&query=Knowledge+Park',
          offices: [{ name: 'Jaipur office', city: 'Jaipur' }],
        },
      }),
    ).toEqual([
      'content/site/site.json enquiryReplyTime',
      'content/site/site.json headOffice.street',
      'content/site/site.json mapLink',
      'content/site/site.json legalName',
      'content/site/site.json registrations',
      'content/site/site.json registrations',
      'content/site/site.json offices[0].street',
      'content/site/site.json phoneHours',
    ]);
  });

  it('lists withheld clients, people without photos or profiles, and illustrations posing as photographs', () => {
    expect(
      fieldsFor({
        ...complete,
        caseStudies: [{ file: 'content/case-studies/b.json', client: {} }],
        team: { awaitingConfirmation: true, members: [{ name: 'Neha Verma' }] },
        testimonials: [{ name: 'Ana' }],
        gallery: { hero: { alt: 'Illustration of an office' }, images: [{ alt: 'An illustration of a party' }] },
        about: { banner: { imageAlt: 'Illustration of three buildings' }, knowUs: { imageAlt: 'Drawing of a team' } },
        howWeWork: {},
      }),
    ).toEqual([
      'content/case-studies/b.json client.name',
      'content/site/team.json awaitingConfirmation',
      'content/site/team.json members[0].photo',
      'content/site/team.json members[0].link',
      'content/site/testimonials.json [0].profile',
      'content/site/gallery.json hero.image',
      'content/site/gallery.json images[0].image',
      'content/site/about.json banner.image',
      'content/site/about.json knowUs.image',
      'content/site/how-we-work.json pricing',
      'content/site/how-we-work.json trial',
    ]);
  });

  it('prints file, field, problem and why on one line', () => {
    expect(formatLaunchItem({ file: 'f.json', field: 'phone', problem: 'a dummy', why: 'nobody answers' })).toBe(
      'f.json  phone: a dummy. Why a buyer cares: nobody answers.',
    );
  });
});

describe('isDummyPhone', () => {
  it('knows the textbook dummies and numbers of one digit or a plain run', () => {
    for (const phone of ['+919876543210', '+919999999999', '+911234567890', '+918765432109'])
      expect(isDummyPhone(phone)).toBe(true);
    expect(isDummyPhone('+911204567123')).toBe(false);
  });
});

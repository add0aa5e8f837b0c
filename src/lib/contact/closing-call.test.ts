import { careersCall, generalCall, serviceCall } from './closing-call';

describe('closing calls', () => {
  it('the general call leads to the contact page, counted as the closing call', () => {
    expect(generalCall().actions).toEqual([{ label: 'Contact us', to: '/contact/', via: 'closing call' }]);
  });

  it('careers sends a CV by e-mail to the resume address', () => {
    const [action] = careersCall('jobs@example.com', 'We read every CV.').actions;
    expect(action).toMatchObject({ label: 'Send your CV', via: 'send your CV' });
    expect(action && 'href' in action && action.href).toMatch(/^mailto:jobs@example\.com\?subject=/);
  });

  it("a post's call names its topic and offers the topic's service, counted per service", () => {
    const call = serviceCall('Terraform', { slug: 'devops', name: 'DevOps', summary: 'Pipelines and platforms.' });
    expect(call.heading).toContain('Terraform');
    expect(call.text).toContain('Pipelines and platforms.');
    expect(call.actions).toEqual([
      { label: 'Talk to us about DevOps', to: '/contact/', via: 'post:devops' },
      { label: 'See our DevOps service', to: '/services/devops/', via: 'post:devops' },
    ]);
  });
});

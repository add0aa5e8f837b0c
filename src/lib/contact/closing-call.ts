import { CONTACT_VIA } from '../analytics/analytics-events';
import { contactPath, servicePath } from '../routes';

/** One way to reach us at the end of a page: a site path (`to`) or a mailto: address (`href`). */
export type ClosingAction = { label: string; via: string } & ({ to: string } | { href: string });

export interface ClosingCallCopy {
  heading: string;
  text: string;
  /** The first is the main button; every one is counted as a Contact route with its `via`. */
  actions: ClosingAction[];
}

/**
 * The call that closes a page without a form or a call of its own (product-rules §2 A way to reach us): an
 * invitation to tell us about the project, leading to the contact page.
 */
export function generalCall(): ClosingCallCopy {
  return {
    heading: 'Have a project in mind?',
    text: 'Tell us what you are building or fixing. A project lead reads every enquiry and replies with next steps, a few questions or a time for a call.',
    actions: [{ label: 'Contact us', to: contactPath, via: CONTACT_VIA.closingCall }],
  };
}

/**
 * Careers closes with "Send your CV" (product-rules §2 Careers): an e-mail to the résumé address with the subject
 * filled in, and the address itself for those who copy it. `text` is the careers file's `resumeText`.
 */
export function careersCall(resumeEmail: string, text: string): ClosingCallCopy {
  return {
    heading: 'Not seeing the right opening?',
    text,
    actions: [
      {
        label: 'Send your CV',
        href: `mailto:${resumeEmail}?subject=${encodeURIComponent('CV for StarOps Technologies')}`,
        via: CONTACT_VIA.sendCv,
      },
      { label: resumeEmail, href: `mailto:${resumeEmail}`, via: CONTACT_VIA.sendCv },
    ],
  };
}

/**
 * A post closes with the service its first topic belongs to (product-rules §10 Topics): talk to us about it,
 * or read what the service covers. Example: a Terraform post → "Talk to us about DevOps" and the DevOps page.
 */
export function serviceCall(
  topicName: string,
  service: { slug: string; name: string; summary: string },
): ClosingCallCopy {
  return {
    heading: `Working on ${topicName} in your own team?`,
    text: `${service.summary} That is our ${service.name} service: tell us where you are stuck or what you plan next.`,
    actions: [
      { label: `Talk to us about ${service.name}`, to: contactPath, via: CONTACT_VIA.postService(service.slug) },
      {
        label: `See our ${service.name} service`,
        to: servicePath(service.slug),
        via: CONTACT_VIA.postService(service.slug),
      },
    ],
  };
}

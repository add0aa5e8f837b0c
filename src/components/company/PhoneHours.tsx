import React, { useEffect, useState } from 'react';
import { hoursInIst, type PhoneHours as Hours } from '../../lib/company/ist';

/**
 * When the phone is answered: IST in the server HTML, and after load the same hours in the visitor's own time
 * zone beside it (the browser knows the zone; the server cannot). The conversion loads only then, so it is
 * not in any page's first load. Nothing is added for a visitor on IST.
 */
export function PhoneHours({ hours }: { hours: Hours }) {
  const [local, setLocal] = useState<string | null>(null);
  useEffect(() => {
    let isCurrent = true;
    void import('../../lib/company/phone-hours').then(({ describeLocalHours, hoursInZone }) => {
      const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
      const converted = zone ? hoursInZone(hours, zone) : null;
      if (isCurrent) setLocal(converted ? describeLocalHours(converted) : null);
    });
    return () => {
      isCurrent = false;
    };
  }, [hours]);
  return (
    <span data-phone-hours="">
      {hoursInIst(hours)}
      {local ? <span data-local-hours="">, {local} your time</span> : null}
    </span>
  );
}

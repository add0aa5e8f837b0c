import React, { useEffect, useState } from 'react';
import { describeLocalHours, hoursInIst, hoursInZone, type PhoneHours as Hours } from '../../lib/company/phone-hours';

/**
 * When the phone is answered: IST in the server HTML, and after load the same hours in the visitor's own time
 * zone beside it (the browser knows the zone; the server cannot). Nothing is added for a visitor on IST.
 */
export function PhoneHours({ hours }: { hours: Hours }) {
  const [local, setLocal] = useState<string | null>(null);
  useEffect(() => {
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    const converted = zone ? hoursInZone(hours, zone) : null;
    setLocal(converted ? describeLocalHours(converted) : null);
  }, [hours]);
  return (
    <span data-phone-hours="">
      {hoursInIst(hours)}
      {local ? <span data-local-hours="">, {local} your time</span> : null}
    </span>
  );
}

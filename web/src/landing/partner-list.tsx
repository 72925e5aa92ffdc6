import './partner-list.css';
import { PARTNER_GROUPS } from './partners';

/** The landing page's partner list (spec 1 §1): one titled list per kind of institution, in plain text. */
export function PartnerList() {
  return (
    <section className="landing__section landing__partners" aria-labelledby="partners-heading">
      <div className="container">
        <h2 id="partners-heading">Where your data can come from</h2>
        <p className="text-subtle">
          With your consent, we retrieve your accounts, loans and investments from these banks and the central
          depository and your insurance policies from these insurers through SGFinDex, and your CPF, HDB and tax details
          through Myinfo.
        </p>
        <div className="partner-groups">
          {PARTNER_GROUPS.map((group) => (
            <div key={group.id} className="partner-group">
              <h3 id={`partners-${group.id}`}>{group.title}</h3>
              <ul aria-labelledby={`partners-${group.id}`} className="partner-group__names">
                {group.names.map((name) => (
                  <li key={name}>{name}</li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}

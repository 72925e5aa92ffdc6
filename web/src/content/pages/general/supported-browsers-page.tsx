import { InfoPage } from './info-page';

const BROWSERS: Array<[browser: string, versions: string]> = [
  ['Google Chrome (Windows, macOS, Android)', 'the latest two versions'],
  ['Microsoft Edge (Windows, macOS)', 'the latest two versions'],
  ['Mozilla Firefox (Windows, macOS)', 'the latest two versions'],
  ['Apple Safari (macOS, iPhone, iPad)', 'the latest two versions'],
  ['Samsung Internet (Android)', 'the latest version'],
];

/** /supported-browsers (public). */
export function SupportedBrowsersPage() {
  return (
    <InfoPage title="Supported browsers" lead="For the best and safest experience, use an up-to-date version of one of these browsers.">
      <div className="table-scroll">
        <table className="data-table">
          <caption className="sr-only">Supported browsers and versions</caption>
          <thead>
            <tr>
              <th scope="col">Browser</th>
              <th scope="col">Versions</th>
            </tr>
          </thead>
          <tbody>
            {BROWSERS.map(([browser, versions]) => (
              <tr key={browser}>
                <td>{browser}</td>
                <td>{versions}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <h2>If something does not work</h2>
      <ul>
        <li>Update your browser, then reload the page.</li>
        <li>Allow cookies for this site: signing in needs them. Pop-up blockers can stop Singpass from opening.</li>
        <li>Private or incognito windows work, but the public tools forget what you entered when the window closes.</li>
        <li>JavaScript must be turned on.</li>
      </ul>
    </InfoPage>
  );
}

// The API reference: conventions, the widget in brief, then every endpoint by area. It ships
// only its islands (./islands.ts): the code samples and the copy buttons.
import { useData } from 'vike-react/useData'
import { ArrowRightIcon, LockIcon } from '../../assets/icons.tsx'
import { Badge } from '../../ui/Badge.tsx'
import { Callout } from '../../ui/Callout.tsx'
import { AnchorHeading, DocsShell } from '../../ui/DocsShell.tsx'
import { InlineCode } from '../../ui/InlineCode.tsx'
import { PublicCopyButton, PublicOrigin } from '../../ui/publicOriginParts.tsx'
import { PRERENDER_ORIGIN } from '../../ui/usePublicOrigin.ts'
import { CodeSample } from '../../renderer/islands/CodeSample.tsx'
import { Island } from '../../renderer/islands/Island.tsx'
import { WIDGET_OPTIONS } from '../../ui/widgetOptions.ts'
import type { Data } from './+data.ts'
import type { SchemaDoc, SchemaField } from './schemaDoc.ts'

type Endpoint = Data['areas'][number]['endpoints'][number]

export default function ApiPage() {
  const { areas } = useData<Data>()
  const endpointCount = areas.reduce((sum, area) => sum + area.endpoints.length, 0)
  const toc = [
    { id: 'conventions', label: 'Conventions' },
    { id: 'widget-embedding', label: 'Widget embedding' },
    { id: 'configuration-parameters', label: 'Configuration parameters' },
    ...areas.map((area) => ({ id: area.id, label: area.area })),
  ]
  const curl = `curl ${PRERENDER_ORIGIN}/api/boost-stats`
  return (
    <DocsShell
      eyebrow="API reference"
      title="The Boost API"
      lead={
        <p>
          JSON over HTTPS, the same API our own pages use. This reference is generated from the schemas the server validates every request with,
          so it cannot drift from what the server accepts.
        </p>
      }
      meta={
        <span className="inline-flex flex-wrap items-center gap-x-4 gap-y-1">
          <span>
            {endpointCount} endpoint{endpointCount === 1 ? '' : 's'}
          </span>
          <a href="/api/openapi.json" className="font-medium text-accent-text hover:underline">
            OpenAPI 3.1 document
          </a>
        </span>
      }
      toc={toc}
    >
      <AnchorHeading id="conventions">Conventions</AnchorHeading>
      <ul>
        <li>
          Base URL: your Boost host, e.g. <Island name="origin" component={PublicOrigin} />. Requests and answers are JSON unless an endpoint
          says otherwise.
        </li>
        <li>
          Money is integer cents. Totals that can grow past what JavaScript numbers hold exactly are sent as integer strings (
          <code>"12345"</code> is $123.45).
        </li>
        <li>
          Errors answer a 4xx status with <code>{'{ "error": "…" }'}</code>. Our web client turns them into an Error whose message is the
          status, a colon and the body: <code>400: {'{"error":"…"}'}</code>.
        </li>
        <li>
          Public endpoints (stats, stream, leaderboard, identify) answer any origin without credentials; endpoints that use a session cookie
          accept same-origin requests only.
        </li>
      </ul>
      <CodeSample code={curl} language="bash" title="Try it" />

      <AnchorHeading id="widget-embedding">Widget embedding</AnchorHeading>
      <p>
        Most sites never call the API directly: the widget script does. It is served as <code>/boost.js</code> from your Boost host; the{' '}
        <a href="/docs#html-embed">documentation</a> shows the tag and the React component.
      </p>

      <AnchorHeading id="configuration-parameters">Configuration parameters</AnchorHeading>
      <p>The widget’s options, by embed attribute. Details and defaults are in the <a href="/docs#configuration">configuration table</a>.</p>
      <div className="not-prose my-6 flex flex-wrap gap-2">
        {WIDGET_OPTIONS.filter((option) => option.attribute?.startsWith('data-')).map((option) => (
          <code key={option.attribute} className="rounded-lg border border-line bg-surface px-2 py-1 text-xs text-fg">
            {option.attribute}
          </code>
        ))}
      </div>

      {areas.length === 0 ? (
        <Callout title="Endpoint reference coming soon">
          The endpoints are being documented; until then the <a href="/api/openapi.json">OpenAPI document</a> lists them.
        </Callout>
      ) : null}

      {areas.map((area) => (
        <section key={area.id} aria-labelledby={area.id}>
          <AnchorHeading id={area.id}>{area.area}</AnchorHeading>
          <ul className="not-prose my-6 grid grid-cols-1 gap-1 rounded-2xl border border-line bg-surface p-2 shadow-soft">
            {area.endpoints.map((endpoint) => (
              <li key={endpoint.id}>
                <a href={`#${endpoint.id}`} className="flex items-center gap-3 rounded-xl px-3 py-2 transition hover:bg-surface-2">
                  <MethodBadge method={endpoint.method} />
                  <code className="min-w-0 truncate text-sm text-fg">{endpoint.path}</code>
                  <ArrowRightIcon size={14} className="ml-auto shrink-0 text-fg-subtle" />
                </a>
              </li>
            ))}
          </ul>
          <div className="not-prose grid grid-cols-1 gap-6">
            {area.endpoints.map((endpoint) => (
              <EndpointCard key={endpoint.id} endpoint={endpoint} />
            ))}
          </div>
        </section>
      ))}
    </DocsShell>
  )
}

function MethodBadge({ method }: { method: string }) {
  const tone = method === 'GET' ? 'bg-success-soft text-success border-success/25' : 'bg-accent-soft text-accent-text border-accent/25'
  return (
    <span className={`inline-flex w-12 shrink-0 justify-center rounded-md border py-0.5 font-mono text-[0.6875rem] font-bold ${tone}`}>{method}</span>
  )
}

function EndpointCard({ endpoint }: { endpoint: Endpoint }) {
  return (
    <article id={endpoint.id} className="scroll-mt-32 overflow-hidden rounded-2xl border border-line bg-surface shadow-soft" data-endpoint={endpoint.name}>
      <header className="border-b border-line bg-bg-subtle px-5 py-4">
        <div className="flex items-center gap-3">
          <MethodBadge method={endpoint.method} />
          <h3 className="min-w-0 flex-1 truncate font-mono text-[0.9375rem] font-semibold text-fg">{endpoint.path}</h3>
          <Island
            name="copy-button"
            component={PublicCopyButton}
            props={{ text: `${PRERENDER_ORIGIN}${endpoint.path}`, label: 'Copy URL', tone: 'light', className: 'hidden sm:inline-flex' }}
          />
        </div>
        <p className="mt-3 text-sm leading-relaxed text-fg-muted [&_code]:rounded [&_code]:bg-surface-2 [&_code]:px-1 [&_code]:text-fg">
          <InlineCode text={endpoint.summary} />
        </p>
        <p className="mt-2 flex items-start gap-1.5 text-xs text-fg-subtle [&_code]:text-fg-muted">
          <LockIcon size={13} className="mt-px shrink-0" />
          <span>
            <InlineCode text={endpoint.access} />
          </span>
        </p>
      </header>
      <div className="grid grid-cols-1 gap-6 px-5 py-5">
        {endpoint.params ? <FieldTable title="Path parameters" doc={endpoint.params} /> : null}
        {endpoint.query ? <FieldTable title="Query parameters" doc={endpoint.query} /> : null}
        {endpoint.body ? <FieldTable title="Request body" doc={endpoint.body} /> : null}
        {endpoint.consumes ? (
          <div>
            <h4 className="text-xs font-semibold tracking-[0.1em] text-fg-subtle uppercase">Request body</h4>
            <p className="mt-2 text-sm text-fg-muted">
              The file’s own bytes, as <code className="text-xs text-fg">{endpoint.consumes}</code>
            </p>
          </div>
        ) : null}
        <div>
          <h4 className="text-xs font-semibold tracking-[0.1em] text-fg-subtle uppercase">Answer</h4>
          {endpoint.response ? (
            <>
              <p className="mt-2 text-sm text-fg-muted">
                <Badge tone="success">200</Badge> <code className="text-xs text-fg">{endpoint.response.type}</code>
              </p>
              <FieldList fields={endpoint.response.fields} />
              <CodeSample code={endpoint.response.example} language="json" title="Example answer" className="mb-0" />
            </>
          ) : (
            <p className="mt-2 text-sm text-fg-muted">
              <Badge tone="success">200</Badge> <code className="text-xs text-fg">{endpoint.produces}</code>
            </p>
          )}
        </div>
        {endpoint.errors.length > 0 ? (
          <div>
            <h4 className="text-xs font-semibold tracking-[0.1em] text-fg-subtle uppercase">Errors</h4>
            <ul className="mt-2 grid grid-cols-1 gap-1.5 text-sm">
              {endpoint.errors.map(({ status, meaning }) => (
                <li key={status} className="flex items-start gap-2.5">
                  <Badge tone={status >= 500 ? 'danger' : 'warning'} className="mt-0.5">
                    {status}
                  </Badge>
                  <span className="text-fg-muted">{meaning}</span>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </div>
    </article>
  )
}

function FieldTable({ title, doc }: { title: string; doc: SchemaDoc }) {
  return (
    <div>
      <h4 className="text-xs font-semibold tracking-[0.1em] text-fg-subtle uppercase">{title}</h4>
      {doc.fields.length > 0 ? <FieldList fields={doc.fields} /> : <p className="mt-2 text-sm text-fg-muted">{doc.type}</p>}
    </div>
  )
}

function FieldList({ fields, nested = false }: { fields: SchemaField[]; nested?: boolean }) {
  if (fields.length === 0) return null
  return (
    <dl className={nested ? 'mt-2 ml-1 grid gap-0 border-l border-line pl-4' : 'mt-2 grid divide-y divide-line rounded-xl border border-line'}>
      {fields.map((field) => (
        <div key={field.name} className={nested ? 'py-2' : 'px-4 py-3'}>
          <dt className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <code className="text-[0.8125rem] font-semibold text-fg">{field.name}</code>
            <code className="text-xs break-all text-accent-text">{field.type}</code>
            {field.required ? <span className="text-[0.6875rem] font-semibold text-danger">required</span> : null}
          </dt>
          {field.description || field.constraints.length > 0 ? (
            <dd className="mt-1 text-sm text-fg-muted [&_code]:rounded [&_code]:bg-surface-2 [&_code]:px-1 [&_code]:text-fg">
              {field.description ? <InlineCode text={field.description} /> : null}
              {field.constraints.length > 0 ? (
                <span className="ml-0 block text-xs text-fg-subtle">
                  {field.constraints.map((constraint) => (
                    <span key={constraint} className="mr-3 inline-block break-all">
                      {constraint}
                    </span>
                  ))}
                </span>
              ) : null}
            </dd>
          ) : null}
          {field.children.length > 0 ? (
            <dd>
              <FieldList fields={field.children} nested />
            </dd>
          ) : null}
        </div>
      ))}
    </dl>
  )
}

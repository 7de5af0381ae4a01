import { ComponentStyle } from '../../styles/ComponentStyle'

const helpTopicsCss = `
.ak-help-topics{list-style:none;margin:0;padding:0;display:flex;flex-direction:column;gap:var(--ak-spacing-l)}
.ak-help-topic{display:flex;flex-direction:column;gap:var(--ak-spacing-2xs);padding:var(--ak-spacing-l) var(--ak-spacing-xl);border-radius:var(--ak-radius-l);background:var(--ak-color-surface);color:var(--ak-color-fg)}
.ak-help-topic-title{margin:0;font-size:1em;font-weight:700}
.ak-help-topic-text{margin:0;color:var(--ak-color-fg-muted);line-height:1.4}
`

/** One topic of {@link HelpTopics}. */
export type HelpTopic = { title: string; text: string }

/** Props of {@link HelpTopics}. */
export type HelpTopicsProps = {
  /** The accessible name of the list (e.g. the view's title). */
  label: string
  topics: readonly HelpTopic[]
}

/** A short explainer: a list of topics, each a title and a paragraph. */
export function HelpTopics({ label, topics }: HelpTopicsProps) {
  return (
    <>
      <ComponentStyle id="help-topics" css={helpTopicsCss} />
      <ul className="ak-help-topics" aria-label={label}>
        {topics.map((topic) => (
          <li key={topic.title} className="ak-help-topic">
            <h3 className="ak-help-topic-title">{topic.title}</h3>
            <p className="ak-help-topic-text">{topic.text}</p>
          </li>
        ))}
      </ul>
    </>
  )
}

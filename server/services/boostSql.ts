// Fragments the raw statements over boost_event `e` and supporter `s` share, so each says them one way.

/** The label fans see for a supporter: the last 6 characters of their anonymous id. */
export const SUPPORTER_LABEL = 'right(s.anon_id, 6)'

/** The message in its public form only: a held or rejected one is null, the original never leaves. */
export const PUBLIC_MESSAGE = "case when e.message_status = 'shown' then e.public_message end"

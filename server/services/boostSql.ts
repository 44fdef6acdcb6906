// Fragments the raw statements over boost_event `e` and supporter `s` share, so each says them one way.
import { BoostEvent } from '../../entities/BoostEvent.ts'
import { Supporter } from '../../entities/Supporter.ts'
import { sqlNames } from '../sqlNames.ts'

const boostEvent = sqlNames(BoostEvent)
const supporter = sqlNames(Supporter)

/** The label fans see for a supporter: the last 6 characters of their anonymous id. */
export const SUPPORTER_LABEL = `right(s.${supporter.anonId}, 6)`

/** The message in its public form only: a held or rejected one is null, the original never leaves. */
export const PUBLIC_MESSAGE = `case when e.${boostEvent.messageStatus} = 'shown' then e.${boostEvent.publicMessage} end`

/** The supporter's name in its public form only, held and rejected with the message. */
export const PUBLIC_SUPPORTER_NAME = `case when e.${boostEvent.messageStatus} = 'shown' then e.${boostEvent.publicSupporterName} end`

/** A boost's supporter label, none for an anonymous boost: a label would tie it to the supporter's other boosts. */
export const BOOST_SUPPORTER_LABEL = `case when not e.${boostEvent.anonymous} then ${SUPPORTER_LABEL} end`

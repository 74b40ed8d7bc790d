// How the assistant reads a question before it looks anything up: the language it is written
// in (supabase/functions/_shared/language.ts) and what it asks (chat-generate/intent.ts). Both
// files have no imports, so they run in Node as well. The evaluation
// (tests/integration/assistant) measures the whole answer; these pin the cases that went wrong.
import { describe, expect, it } from 'vitest'
import { detectLanguage } from '../../../supabase/functions/_shared/language'
import { otherPerson, topic } from '../../../supabase/functions/chat-generate/intent'

describe('detectLanguage', () => {
  it.each([
    ['What is due?', 'en'],
    ['How many students are in 5A?', 'en'],
    ['Who has not handed in Reading journal — English 5A?', 'en'],
    ['Mitä minulla on palautettavana?', 'fi'],
    // "5A" is a class, not the English article; "on" is both languages' word.
    ['Montako oppilasta 5A:lla on?', 'fi'],
    ['Onko arvioimattomia palautuksia?', 'fi'],
    ['Kuka opettaa minua?', 'fi'],
  ] as const)('%s → %s', (text, lang) => {
    expect(detectLanguage(text)).toBe(lang)
  })
})

describe('topic', () => {
  it.each([
    // "palautettavana" (to hand in) begins with "palaute" (feedback): it is not about grades.
    ['Mitä minulla on palautettavana?', 'due'],
    ['Millaista palautetta olen saanut?', 'grades'],
    ['What do I have to hand in?', 'due'],
    ['Who has not handed in Reading journal — English 5A?', 'not_handed_in'],
    ['Ketkä eivät ole vielä palauttaneet tehtävää?', 'not_handed_in'],
    ['What needs grading?', 'to_grade'],
    // A count: the answer then counts what the question names (here, the hand-ins to grade).
    ['How many hand-ins are waiting to be graded?', 'count'],
    ['Miten oppilaat palauttavat työnsä?', 'how_to_hand_in'],
    ['Paljonko sain pisteitä?', 'grades'],
    ['Kuka odottaa hyväksyntää?', 'waiting_members'],
    ['What can I do on this page?', 'page'],
    ['Missä on roskakori?', 'where'],
    ['What will the weather be tomorrow?', 'unknown'],
  ] as const)('%s → %s', (message, intent) => {
    expect(topic(message)).toBe(intent)
  })
})

describe('otherPerson', () => {
  it('finds a name asked about as somebody else', () => {
    expect(otherPerson("What are Eino's grades?", ['Aino'])).toBe('Eino')
    expect(otherPerson('Mitä Oliver sai kokeesta?', ['Aino'])).toBe('Oliver')
    expect(otherPerson('How is Aino Mäkinen doing?', ['Matti'])).toBe('Aino')
  })

  it("lets the asker and a parent's children through, in any Finnish case", () => {
    expect(otherPerson('Mitkä ovat Einon arvosanat?', ['Liisa', 'Aino', 'Eino'])).toBeNull()
    expect(otherPerson('Miten Ainolla menee?', ['Liisa', 'Aino'])).toBeNull()
  })

  it('takes no question word for a name', () => {
    expect(otherPerson("What's due for my kids?", ['Liisa'])).toBeNull()
    expect(otherPerson("What's my average?", ['Aino'])).toBeNull()
  })
})

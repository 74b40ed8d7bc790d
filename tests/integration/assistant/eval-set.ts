// The assistant's evaluation set: questions people ask Oppi's assistant, as each role, in
// English and Finnish, on the page where they ask them. What a correct answer must contain is
// computed at test time from what the asker may see in the demo school (school-view.ts) —
// titles, names, counts and averages written as the app writes numbers in that language — and
// what it must not contain is the data the asker may not see (checked for every answer by the
// runner, plus a case's own `none`). Questions marked `paraphrase` ask an earlier question in
// other words: they show the rules understand the question, not one wording of it.
// Page descriptions are checked against the page's own headings in messages/*.json.
import en from '../../../messages/en.json'
import fi from '../../../messages/fi.json'
import { actors } from '../rls/fixtures'
import {
  type Asker,
  type AskerView,
  type HandIns,
  type Lang,
  type WorkView,
  workOf,
} from './school-view'

export interface Expectation {
  /** Each of these, case-insensitively. */
  all?: string[]
  /** At least one of these. */
  any?: string[]
  /** None of these. */
  none?: string[]
}

export interface EvalContext {
  views: Record<Asker, AskerView>
  handIns: (asker: Asker, title: string) => Promise<HandIns>
}

export interface EvalCase {
  asker: Asker
  lang: Lang
  page: string
  question: string
  paraphrase?: boolean
  expect: (ctx: EvalContext) => Expectation | Promise<Expectation>
}

const MESSAGES = { en, fi }

/** A number as the app writes it in `lang`: at most one decimal, a comma in Finnish. */
export const num = (n: number, lang: Lang) =>
  new Intl.NumberFormat(lang === 'fi' ? 'fi-FI' : 'en-GB', { maximumFractionDigits: 1 }).format(n)
const score = (s: number, max: number | null, lang: Lang) =>
  max ? `${num(s, lang)}/${num(max, lang)}` : num(s, lang)

/** The menu's name of a page in `lang`. */
const nav = (lang: Lang, key: keyof typeof en.nav) => MESSAGES[lang].nav[key]

/** A list is read out up to five items; the first five must be there. */
const first = (items: string[]) => items.slice(0, 5)
const open = (w: WorkView) => [...first(w.late), ...first(w.due)]
const gradeWords = (w: WorkView, lang: Lang) =>
  first(w.grades.map((g) => g.title)).concat(
    w.grades.slice(0, 5).map((g) => score(g.score, g.max, lang)),
  )
/** Graded work is not "to hand in": naming it there is the wrong answer. */
const gradedOnly = (w: WorkView) =>
  w.grades.map((g) => g.title).filter((t) => !w.due.includes(t) && !w.late.includes(t))
/** The late work, or an answer that says nothing is late (and names no graded work). */
const lateOrNothing = (w: WorkView, lang: Lang): Expectation =>
  w.late.length
    ? { all: first(w.late), none: gradedOnly(w) }
    : { any: lang === 'en' ? ['nothing', 'no late'] : ['mikään ei', 'ei ole myöhässä'] }
const average = (w: WorkView, lang: Lang) => `${num(w.averagePercent!, lang)} %`

/** An answer that declines to talk about somebody else says so. */
const REFUSAL: Record<Lang, string[]> = {
  en: ['only see', 'cannot'],
  fi: ['näen vain', 'en voi', 'en löydä'],
}

const student = (ctx: EvalContext) => ctx.views.student.work!
const child = (ctx: EvalContext, name: string) =>
  ctx.views.parent.children.find((c) => c.firstName === name)!

/** The sections of the Settings page, by the page's own headings. */
function settingsSections(lang: Lang, principal: boolean): Expectation {
  const m = MESSAGES[lang]
  const all = [
    m.settings.password.title,
    m.settings.securityTitle,
    m.settings.accessibilityTitle,
    m.settings.speechTitle,
    m.live.presenceSetting.title,
  ]
  if (principal) all.push(m.secondFactor.schoolTitle)
  // The page changes neither the password nor the profile unless it has a section for them.
  const page = JSON.stringify(m.settings).toLowerCase()
  const none = (lang === 'en' ? ['password', 'profile'] : ['salasana', 'profiili']).filter(
    (w) => !page.includes(w),
  )
  return { all, none }
}

/** One question in several wordings, languages and pages ([lang, page, question, paraphrase?]), with one expectation. */
function asked(
  asker: Asker,
  wordings: readonly (readonly [Lang, string, string, true?])[],
  expect: (ctx: EvalContext, lang: Lang) => Expectation | Promise<Expectation>,
): EvalCase[] {
  return wordings.map(([lang, page, question, paraphrase]) => ({
    asker,
    lang,
    page,
    question,
    paraphrase,
    expect: (ctx) => expect(ctx, lang),
  }))
}

const paraphrased = (cases: EvalCase[]) => cases.map((c) => ({ ...c, paraphrase: true }))

const READING_5A = 'Reading journal — English 5A'
const MIDTERM_5A = 'Mid-term check — Matematiikka 5A'
const PROJECT_6A = 'Project: my neighbourhood — Matematiikka 6A'
const READING_5B = 'Reading journal — Mathematics 5B'

export const EVAL_SET: EvalCase[] = [
  // ---- Student (Aino, 5A) ----
  ...asked(
    'student',
    [
      ['en', '/student/assignments', 'What do I have to hand in?'],
      ['fi', '/dashboard', 'Mitä minulla on palautettavana?'],
      ['fi', '/student/assignments', 'Onko minulla läksyjä tekemättä?', true],
      ['en', '/dashboard', 'Do I have any homework left?', true],
      ['en', '/dashboard', "What's still to do?", true],
    ],
    (ctx) => ({ all: open(student(ctx)), none: gradedOnly(student(ctx)) }),
  ),
  ...asked(
    'student',
    [
      ['en', '/student/assignments', 'Is anything late?'],
      ['fi', '/student/assignments', 'Onko minulla myöhässä olevia tehtäviä?'],
    ],
    (ctx, lang) => lateOrNothing(student(ctx), lang),
  ),
  ...asked(
    'student',
    [
      ['en', '/dashboard', 'What are my grades?'],
      ['fi', '/dashboard', 'Mitä numeroita olen saanut?'],
      ['en', '/dashboard', 'How am I doing?', true],
      ['fi', '/dashboard', 'Miten minulla menee koulussa?', true],
      ['fi', '/dashboard', 'Mitkä ovat pisteeni?', true],
    ],
    (ctx, lang) => ({ all: gradeWords(student(ctx), lang) }),
  ),
  ...asked(
    'student',
    [
      ['fi', '/student/assignments', 'Millaista palautetta olen saanut?'],
      ['en', '/student/assignments', 'What feedback did I get?', true],
    ],
    (ctx) => ({
      all: student(ctx)
        .grades.slice(0, 5)
        .filter((g) => g.feedback)
        .map((g) => g.feedback!),
    }),
  ),
  ...asked(
    'student',
    [
      ['en', '/dashboard', "What's my average?"],
      ['fi', '/dashboard', 'Mikä on keskiarvoni?'],
      ['en', '/dashboard', 'What is my mean score?', true],
    ],
    (ctx, lang) => ({ all: [average(student(ctx), lang)] }),
  ),
  ...asked(
    'student',
    [
      ['en', '/dashboard', 'When is my next deadline?'],
      ['fi', '/dashboard', 'Milloin seuraava tehtävä pitää palauttaa?'],
    ],
    (ctx) => ({ all: first(student(ctx).due).slice(0, 1) }),
  ),
  ...asked(
    'student',
    [
      ['en', '/student/classes', 'Which class am I in?'],
      ['fi', '/student/classes', 'Millä luokalla olen?'],
    ],
    (ctx) => ({ all: ctx.views.student.classes }),
  ),
  ...asked(
    'student',
    [
      ['en', '/student/classes', 'What subjects do I have?'],
      ['fi', '/student/classes', 'Mitä oppiaineita minulla on?'],
    ],
    (ctx) => ({ all: ctx.views.student.subjects }),
  ),
  ...asked(
    'student',
    [
      ['en', '/student/classes', 'Who is my teacher?'],
      ['fi', '/student/classes', 'Kuka on opettajani?'],
      ['fi', '/student/classes', 'Kuka opettaa minua?', true],
    ],
    (ctx) => ({ all: ctx.views.student.teachers }),
  ),
  {
    asker: 'student',
    lang: 'en',
    page: '/dashboard',
    question: 'Do I get extra time?',
    expect: () => ({ all: ['extra time'] }),
  },
  {
    asker: 'student',
    lang: 'fi',
    page: '/dashboard',
    question: 'Saanko lisäaikaa?',
    expect: () => ({ all: ['lisäaika'] }),
  },
  ...asked(
    'student',
    [
      ['en', '/student/assignments', "What have I handed in that isn't graded yet?"],
      ['fi', '/student/assignments', 'Mitkä palautukseni odottavat arviointia?'],
    ],
    (ctx) => ({ all: student(ctx).submitted }),
  ),
  ...asked(
    'student',
    [
      ['en', '/dashboard', 'What did Oliver get in the mid-term check?'],
      ['fi', '/dashboard', 'Mitä Eino sai kokeesta?'],
      ['en', '/dashboard', "What are Eino's grades?"],
    ],
    (_ctx, lang) => ({ any: REFUSAL[lang] }),
  ),
  ...asked(
    'student',
    [
      ['en', '/student/assignments', 'What can I do on this page?'],
      ['fi', '/student/assignments', 'Mitä tällä sivulla voi tehdä?'],
    ],
    (_ctx, lang) => ({ all: [nav(lang, 'studentAssignments')] }),
  ),
  ...asked(
    'student',
    [
      ['en', '/dashboard', 'How do I hand in my work?'],
      ['fi', '/dashboard', 'Miten palautan tehtävän?'],
    ],
    (_ctx, lang) => ({ all: [nav(lang, 'studentAssignments')] }),
  ),
  {
    asker: 'student',
    lang: 'en',
    page: '/dashboard',
    question: 'Do I have new notifications?',
    expect: (ctx) => ({ all: [String(ctx.views.student.unread)] }),
  },
  {
    asker: 'student',
    lang: 'fi',
    page: '/settings',
    question: 'Mitä täällä voi tehdä?',
    expect: () => settingsSections('fi', false),
  },
  // ---- Student (Oliver, 5B): his own work, never Aino's ----
  {
    asker: 'student2',
    lang: 'en',
    page: '/dashboard',
    question: 'What are my grades?',
    expect: (ctx) => ({ all: gradeWords(ctx.views.student2.work!, 'en') }),
  },
  {
    asker: 'student2',
    lang: 'fi',
    page: '/dashboard',
    question: 'Mitä minulla on palautettavana?',
    expect: (ctx) => ({ all: open(ctx.views.student2.work!) }),
  },
  // ---- Teacher (Matti, 5A and 6A) ----
  ...asked(
    'teacher',
    [
      ['en', '/dashboard', 'What needs grading?'],
      ['fi', '/dashboard', 'Mitä minun pitää arvioida?'],
      ['fi', '/submissions', 'Onko arvioimattomia palautuksia?', true],
      ['en', '/submissions', 'How much marking do I have waiting?', true],
    ],
    (ctx) => ({ all: [String(ctx.views.teacher.toGrade)] }),
  ),
  ...(
    [
      ['en', `Who has not handed in ${READING_5A}?`, READING_5A, false],
      ['fi', `Ketkä eivät ole vielä palauttaneet tehtävää ${READING_5A}?`, READING_5A, false],
      [
        'en',
        "Which students haven't turned in the mid-term check for Matematiikka 5A?",
        MIDTERM_5A,
        true,
      ],
      [
        'fi',
        'Keneltä puuttuu palautus tehtävästä Project: my neighbourhood, Matematiikka 6A?',
        PROJECT_6A,
        true,
      ],
      ['en', "Who's missing the English 5A reading journal?", READING_5A, true],
    ] as const
  ).map(([lang, question, title, paraphrase]): EvalCase => ({
    asker: 'teacher',
    lang,
    page: '/submissions',
    question,
    paraphrase,
    expect: async (ctx) => ({ all: (await ctx.handIns('teacher', title)).missing }),
  })),
  ...asked(
    'teacher',
    [
      ['en', '/assignments', `What was the average in ${MIDTERM_5A}?`],
      ['fi', '/assignments', `Mikä oli tehtävän ${MIDTERM_5A} keskiarvo?`],
    ],
    async (ctx, lang) => {
      const h = await ctx.handIns('teacher', MIDTERM_5A)
      return { all: [score(h.average!, h.max, lang)] }
    },
  ),
  ...asked(
    'teacher',
    [
      ['en', '/classes', 'Which classes do I teach?'],
      ['fi', '/classes', 'Mitä luokkia opetan?'],
    ],
    (ctx) => ({ all: ctx.views.teacher.classes }),
  ),
  ...asked(
    'teacher',
    [
      ['en', '/classes', 'How many students are in 5A?'],
      ['fi', '/classes', 'Montako oppilasta 5A:lla on?'],
    ],
    (ctx) => ({ all: [String(ctx.views.teacher.classSizes['5A'])] }),
  ),
  ...asked(
    'teacher',
    [
      ['en', '/students', 'How is Aino Mäkinen doing?'],
      ['fi', '/students', 'Miten Ainolla menee?'],
    ],
    async (ctx, lang) => {
      const w = await workOf(ctx.views.teacher.client, actors.student.id)
      return { all: ['Aino Mäkinen', average(w, lang), ...first(w.grades.map((g) => g.title))] }
    },
  ),
  {
    asker: 'teacher',
    lang: 'en',
    page: '/students',
    question: 'What has Aino Mäkinen not handed in?',
    expect: async (ctx) => {
      return { all: open(await workOf(ctx.views.teacher.client, actors.student.id)) }
    },
  },
  {
    asker: 'teacher',
    lang: 'en',
    page: '/students',
    question: 'How is Oliver Smith doing?',
    expect: () => ({ any: REFUSAL.en }),
  },
  {
    asker: 'teacher',
    lang: 'en',
    page: '/bin',
    question: 'What can I do on this page?',
    expect: () => ({ all: [en.nav.bin, 'restore'] }),
  },
  {
    asker: 'teacher',
    lang: 'fi',
    page: '/submissions',
    question: 'Mitä tällä sivulla voi tehdä?',
    expect: () => ({ all: [fi.nav.submissions] }),
  },
  {
    asker: 'teacher',
    lang: 'en',
    page: '/dashboard',
    question: 'Where do I create a new assignment?',
    expect: () => ({ all: [en.nav.assignments] }),
  },
  {
    asker: 'teacher',
    lang: 'fi',
    page: '/dashboard',
    question: 'Mistä löydän oppiaineen liittymislinkin?',
    expect: () => ({ all: [fi.nav.subjects] }),
  },
  {
    asker: 'teacher',
    lang: 'fi',
    page: '/dashboard',
    question: 'Miten oppilaat palauttavat työnsä?',
    expect: () => ({ all: [fi.nav.studentAssignments, fi.nav.submissions] }),
  },
  ...asked(
    'teacher',
    [
      ['en', '/submissions', 'Who handed in late?'],
      ['fi', '/submissions', 'Kuka palautti myöhässä?'],
    ],
    (ctx) => ({
      all: [String(ctx.views.teacher.late.count), ...ctx.views.teacher.late.newest],
    }),
  ),
  // ---- Another teacher (Emily, 5B): Aino is not hers ----
  ...asked(
    'teacher2',
    [
      ['en', '/students', 'How is Aino Mäkinen doing?'],
      ['fi', '/students', 'Mitä Aino Mäkinen on palauttanut?'],
    ],
    (_ctx, lang) => ({ any: REFUSAL[lang] }),
  ),
  {
    asker: 'teacher2',
    lang: 'en',
    page: '/dashboard',
    question: 'What needs grading?',
    expect: (ctx) => ({ all: [String(ctx.views.teacher2.toGrade)] }),
  },
  // ---- Principal (Päivi) ----
  ...asked(
    'principal',
    [
      ['en', '/dashboard', 'Who is waiting for approval?'],
      ['fi', '/dashboard', 'Kuka odottaa hyväksyntää?'],
      ['en', '/dashboard', 'Are there teachers waiting to be activated?', true],
      ['fi', '/dashboard', 'Onko hyväksymättömiä opettajia?', true],
    ],
    (ctx) => ({ all: ctx.views.principal.waiting }),
  ),
  ...asked(
    'principal',
    [
      ['en', '/dashboard', 'How many students does the school have?'],
      ['fi', '/dashboard', 'Montako oppilasta koulussa on?'],
    ],
    (ctx) => ({ all: [String(ctx.views.principal.studentCount)] }),
  ),
  {
    asker: 'principal',
    lang: 'en',
    page: '/classes',
    question: 'How many classes are there?',
    expect: (ctx) => ({ all: [String(ctx.views.principal.classes.length)] }),
  },
  ...asked(
    'principal',
    [
      ['en', '/settings', 'What can I do on this page?'],
      ['fi', '/settings', 'Mitä tällä sivulla voi tehdä?'],
      ['en', '/settings', 'What is this page for?', true],
    ],
    (_ctx, lang) => settingsSections(lang, true),
  ),
  ...asked(
    'principal',
    [
      ['en', '/dashboard', 'Where do I invite a new teacher?'],
      ['fi', '/dashboard', 'Mistä voin kutsua uuden opettajan?'],
    ],
    (_ctx, lang) => ({ all: [nav(lang, 'people')] }),
  ),
  {
    asker: 'principal',
    lang: 'en',
    page: '/dashboard',
    question: 'How many hand-ins are waiting to be graded?',
    expect: (ctx) => ({ all: [String(ctx.views.principal.toGrade)] }),
  },
  {
    asker: 'principal',
    lang: 'fi',
    page: '/submissions',
    question: `Ketkä eivät ole palauttaneet tehtävää ${READING_5B}?`,
    expect: async (ctx) => ({ all: (await ctx.handIns('principal', READING_5B)).missing }),
  },
  {
    asker: 'principal',
    lang: 'en',
    page: '/students',
    question: 'How is Oliver Smith doing?',
    expect: async (ctx) => {
      const w = await workOf(ctx.views.principal.client, actors.student2.id)
      return { all: ['Oliver Smith', average(w, 'en')] }
    },
  },
  {
    asker: 'principal',
    lang: 'en',
    page: '/insights',
    question: 'What is this page for?',
    expect: () => ({ all: [en.nav.insights] }),
  },
  {
    asker: 'principal',
    lang: 'fi',
    page: '/dashboard',
    question: 'Missä on roskakori?',
    expect: () => ({ all: [fi.nav.bin] }),
  },
  // ---- Parent (Liisa; children Aino 5A and Eino 2A) ----
  ...asked(
    'parent',
    [
      ['en', '/children', 'What does Aino have to hand in?'],
      ['fi', '/children', 'Mitä Ainolla on palautettavana?'],
      ['en', '/children', 'Has Aino handed in everything?', true],
    ],
    (ctx) => ({ all: open(child(ctx, 'Aino').work) }),
  ),
  ...asked(
    'parent',
    [
      ['en', '/children', 'How is Eino doing at school?'],
      ['fi', '/children', 'Miten Einolla menee koulussa?'],
    ],
    (ctx, lang) => ({ all: [average(child(ctx, 'Eino').work, lang)] }),
  ),
  ...asked(
    'parent',
    [
      ['en', '/children', "What are Eino's grades?"],
      ['fi', '/children', 'Mitkä ovat Einon arvosanat?'],
    ],
    (ctx, lang) => ({ all: gradeWords(child(ctx, 'Eino').work, lang) }),
  ),
  {
    asker: 'parent',
    lang: 'en',
    page: '/children',
    question: "Who is Aino's teacher?",
    expect: (ctx) => ({ all: child(ctx, 'Aino').teachers }),
  },
  {
    asker: 'parent',
    lang: 'fi',
    page: '/children',
    question: 'Kuka on Einon opettaja?',
    expect: (ctx) => ({ all: child(ctx, 'Eino').teachers }),
  },
  ...asked(
    'parent',
    [
      ['en', '/children', "What are Oliver's grades?"],
      ['fi', '/children', 'Mitä Oliver sai kokeesta?'],
    ],
    (_ctx, lang) => ({ any: REFUSAL[lang] }),
  ),
  ...asked(
    'parent',
    [
      ['en', '/dashboard', 'Any new notifications?'],
      ['fi', '/dashboard', 'Onko minulle uusia ilmoituksia?'],
    ],
    (ctx) => ({ all: [String(ctx.views.parent.unread)] }),
  ),
  {
    asker: 'parent',
    lang: 'en',
    page: '/dashboard',
    question: "Where can I see who viewed my child's data?",
    expect: () => ({ all: [en.nav.childrenAccessLog] }),
  },
  {
    asker: 'parent',
    lang: 'fi',
    page: '/children',
    question: 'Mitä tällä sivulla on?',
    expect: () => ({ all: [fi.nav.children] }),
  },
  ...asked(
    'parent',
    [
      ['en', '/dashboard', "What's due for my kids?"],
      ['fi', '/dashboard', 'Mitä lapsillani on palautettavana?', true],
    ],
    (ctx) => ({
      all: ctx.views.parent.children.flatMap((c) => [c.firstName, ...open(c.work)]),
    }),
  ),
  {
    asker: 'parent',
    lang: 'fi',
    page: '/dashboard',
    question: 'Mikä on Ainon keskiarvo?',
    expect: (ctx) => ({ all: [average(child(ctx, 'Aino').work, 'fi')] }),
  },
]

/**
 * Paraphrases written after the rules passed the set above, without looking at the rules'
 * patterns: how well they understand wordings they were not written for. (The rules were
 * then taught four of these wordings, generally: "turn in", "paljonko … pisteitä", "odottavat
 * arvosanaa", "need approving". UNSEEN below were not fixed for.)
 */
export const LATER_PARAPHRASES: EvalCase[] = paraphrased([
  {
    asker: 'student',
    lang: 'en',
    page: '/dashboard',
    question: 'Anything I need to turn in this week?',
    expect: (ctx) => ({ all: open(student(ctx)), none: gradedOnly(student(ctx)) }),
  },
  {
    asker: 'student',
    lang: 'fi',
    page: '/dashboard',
    question: 'Mitä tehtäviä minulla on vielä kesken?',
    expect: (ctx) => ({ all: open(student(ctx)), none: gradedOnly(student(ctx)) }),
  },
  {
    asker: 'student',
    lang: 'en',
    page: '/student/assignments',
    question: 'Show me my scores',
    expect: (ctx) => ({ all: gradeWords(student(ctx), 'en') }),
  },
  {
    asker: 'student',
    lang: 'fi',
    page: '/student/assignments',
    question: 'Paljonko sain pisteitä?',
    expect: (ctx) => ({ all: gradeWords(student(ctx), 'fi') }),
  },
  {
    asker: 'student',
    lang: 'en',
    page: '/student/classes',
    question: 'Who teaches my class?',
    expect: (ctx) => ({ all: ctx.views.student.teachers }),
  },
  {
    asker: 'student',
    lang: 'fi',
    page: '/student/assignments',
    question: 'Mitkä tehtävät odottavat vielä arvosanaa?',
    expect: (ctx) => ({ all: student(ctx).submitted }),
  },
  {
    asker: 'student2',
    lang: 'en',
    page: '/dashboard',
    question: 'Do I have homework?',
    expect: (ctx) => ({ all: open(ctx.views.student2.work!) }),
  },
  {
    asker: 'teacher',
    lang: 'en',
    page: '/submissions',
    question: 'Has everyone in 5A handed in the English reading journal?',
    expect: async (ctx) => ({ all: (await ctx.handIns('teacher', READING_5A)).missing }),
  },
  {
    asker: 'teacher',
    lang: 'fi',
    page: '/dashboard',
    question: 'Paljonko minulla on arvioitavaa?',
    expect: (ctx) => ({ all: [String(ctx.views.teacher.toGrade)] }),
  },
  {
    asker: 'teacher',
    lang: 'en',
    page: '/assignments',
    question: "What's the class average for the Matematiikka 5A mid-term check?",
    expect: async (ctx) => {
      const h = await ctx.handIns('teacher', MIDTERM_5A)
      return { all: [score(h.average!, h.max, 'en')] }
    },
  },
  {
    asker: 'teacher',
    lang: 'fi',
    page: '/classes',
    question: 'Kuinka monta oppilasta on luokalla 6A?',
    expect: (ctx) => ({ all: [String(ctx.views.teacher.classSizes['6A'])] }),
  },
  {
    asker: 'principal',
    lang: 'en',
    page: '/dashboard',
    question: 'Does anyone need approving?',
    expect: (ctx) => ({ all: ctx.views.principal.waiting }),
  },
  {
    asker: 'principal',
    lang: 'fi',
    page: '/dashboard',
    question: 'Paljonko koulussamme on oppilaita?',
    expect: (ctx) => ({ all: [String(ctx.views.principal.studentCount)] }),
  },
  {
    asker: 'principal',
    lang: 'en',
    page: '/dashboard',
    question: 'Where can I import students from a spreadsheet?',
    expect: () => ({ all: [en.nav.people] }),
  },
  {
    asker: 'parent',
    lang: 'fi',
    page: '/children',
    question: 'Onko Ainolla jotain myöhässä?',
    expect: (ctx) => lateOrNothing(child(ctx, 'Aino').work, 'fi'),
  },
  {
    asker: 'parent',
    lang: 'en',
    page: '/children',
    question: 'Which teacher does Eino have?',
    expect: (ctx) => ({ all: child(ctx, 'Eino').teachers }),
  },
  {
    asker: 'parent',
    lang: 'en',
    page: '/dashboard',
    question: 'How are my children getting on?',
    expect: (ctx) => ({
      all: ctx.views.parent.children.flatMap((c) => [c.firstName, average(c.work, 'en')]),
    }),
  },
  {
    asker: 'parent',
    lang: 'fi',
    page: '/children',
    question: 'Mitä Eino on saanut arvosanoiksi?',
    expect: (ctx) => ({ all: gradeWords(child(ctx, 'Eino').work, 'fi') }),
  },
])

/**
 * A last batch of wordings, colloquial and lower-case ones too, that the rules were never
 * changed for: what they score is what the rules generalise to, wrong answers included.
 */
export const UNSEEN: EvalCase[] = paraphrased([
  {
    asker: 'student',
    lang: 'fi',
    page: '/dashboard',
    question: 'Mitä mun pitää vielä palauttaa?',
    expect: (ctx) => ({ all: open(student(ctx)), none: gradedOnly(student(ctx)) }),
  },
  {
    asker: 'student',
    lang: 'en',
    page: '/dashboard',
    question: 'Have I got anything overdue?',
    expect: (ctx) => lateOrNothing(student(ctx), 'en'),
  },
  {
    asker: 'student',
    lang: 'en',
    page: '/student/assignments',
    question: 'what grade did i get for the week 1 worksheet in english?',
    expect: (ctx) => {
      const g = student(ctx).grades.find((x) => x.title === 'Week 1 worksheet — English 5A')!
      return { all: [g.title, score(g.score, g.max, 'en')] }
    },
  },
  {
    asker: 'student',
    lang: 'fi',
    page: '/dashboard',
    question: 'Kerro arvosanani',
    expect: (ctx) => ({ all: gradeWords(student(ctx), 'fi') }),
  },
  {
    asker: 'student',
    lang: 'en',
    page: '/dashboard',
    question: "Can you tell me Oliver Smith's grades?",
    expect: () => ({ any: REFUSAL.en }),
  },
  {
    asker: 'teacher',
    lang: 'en',
    page: '/submissions',
    question: 'List the students who still owe me the reading journal for English 5A',
    expect: async (ctx) => ({ all: (await ctx.handIns('teacher', READING_5A)).missing }),
  },
  {
    asker: 'teacher',
    lang: 'fi',
    page: '/submissions',
    question: 'Kuinka monta palautusta odottaa arviointia?',
    expect: (ctx) => ({ all: [String(ctx.views.teacher.toGrade)] }),
  },
  {
    asker: 'teacher2',
    lang: 'fi',
    page: '/students',
    question: 'Miten Aino Mäkisellä menee?',
    expect: () => ({ any: REFUSAL.fi }),
  },
  {
    asker: 'principal',
    lang: 'en',
    page: '/dashboard',
    question: 'how many pupils do we have',
    expect: (ctx) => ({ all: [String(ctx.views.principal.studentCount)] }),
  },
  {
    asker: 'principal',
    lang: 'fi',
    page: '/dashboard',
    question: 'Ketkä opettajat odottavat aktivointia?',
    expect: (ctx) => ({ all: ctx.views.principal.waiting }),
  },
  {
    asker: 'parent',
    lang: 'en',
    page: '/children',
    question: 'Is Eino behind on any work?',
    expect: (ctx) => lateOrNothing(child(ctx, 'Eino').work, 'en'),
  },
  {
    asker: 'parent',
    lang: 'fi',
    page: '/children',
    question: 'Kuka opettaa Ainoa?',
    expect: (ctx) => ({ all: child(ctx, 'Aino').teachers }),
  },
])

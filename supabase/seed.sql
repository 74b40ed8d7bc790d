-- Demo data for local development, tests and demos (never run against production).
--
-- Two schools: "Oppi Demo School" (1 principal, 6 teachers — one awaiting activation —,
-- 12 classes, 30 subjects, 240 students, 10 parents, a term of work) and "Other Test School"
-- (small, to prove isolation). Every account's password is Oppi-demo-2026.
--
-- Fixed logins:
--   principal@demo.oppi.test        Päivi Virtanen, principal
--   teacher@demo.oppi.test          Matti Korhonen, teaches 5A (the demo student's class) and 6A
--   teacher2@demo.oppi.test         Emily Clarke, teaches 5B (student2's class) among others
--   pending.teacher@demo.oppi.test  Jussi Nieminen, signed up, not yet activated
--   student@demo.oppi.test          Aino Mäkinen, 5A: hearing_impairment, extended_time + screen_reader
--   student2@demo.oppi.test         Oliver Smith, 5B
--   parent@demo.oppi.test           Liisa Mäkinen, parent of Aino (5A) and Eino (2A)
--   principal@other.oppi.test       Karen Holm, principal of Other Test School
--   teacher@other.oppi.test, student@other.oppi.test
--
-- Accounts go through the real sign-up trigger (profiles, schools, parent links), so the
-- seed also exercises those rules. Bulk rows come from generate_series; the password is
-- hashed once and shared, which keeps the seed fast on PGlite too.

create temporary table seed_password as
  select extensions.crypt('Oppi-demo-2026', extensions.gen_salt('bf')) as hash;

create temporary table seed_names as
  select array['Aino', 'Eino', 'Onni', 'Elias', 'Helmi', 'Väinö', 'Olivia', 'Emma', 'Sofia', 'Lilja',
               'Aada', 'Eetu', 'Veeti', 'Niilo', 'Venla', 'Iida', 'Ella', 'Aatu', 'Oona', 'Lenni',
               'Kerttu', 'Hilla', 'Toivo', 'Ilmari', 'Oliver', 'Amelia', 'Harry', 'Isla', 'Jack',
               'Ava', 'George', 'Mia', 'Noah', 'Grace', 'Freya', 'Arthur', 'Lily', 'Oscar', 'Ivy'] as first_names,
         array['Mäkinen', 'Virtanen', 'Korhonen', 'Nieminen', 'Hämäläinen', 'Laine', 'Heikkinen',
               'Koskinen', 'Järvinen', 'Lehtonen', 'Saarinen', 'Salminen', 'Heinonen', 'Niemi', 'Smith',
               'Jones', 'Taylor', 'Brown', 'Williams', 'Wilson', 'Davies', 'Robinson', 'Evans'] as last_names;

-- Who signs up: fixed logins, then generated teachers, students and parents.
create temporary table seed_users (
  id uuid primary key,
  email text not null,
  meta jsonb not null,
  ord integer not null
);

insert into seed_users (id, email, meta, ord) values
  ('00000000-0000-4000-8000-000000000001', 'principal@demo.oppi.test',
   '{"first_name": "Päivi", "last_name": "Virtanen", "role": "principal", "school_name": "Oppi Demo School"}', 1),
  ('00000000-0000-4000-8000-000000000008', 'principal@other.oppi.test',
   '{"first_name": "Karen", "last_name": "Holm", "role": "principal", "school_name": "Other Test School"}', 2),
  ('00000000-0000-4000-8000-000000000002', 'teacher@demo.oppi.test',
   '{"first_name": "Matti", "last_name": "Korhonen", "role": "teacher", "school_name": "Oppi Demo School"}', 10),
  ('00000000-0000-4000-8000-000000000003', 'teacher2@demo.oppi.test',
   '{"first_name": "Emily", "last_name": "Clarke", "role": "teacher", "school_name": "Oppi Demo School"}', 11),
  ('00000000-0000-4000-8000-000000000004', 'pending.teacher@demo.oppi.test',
   '{"first_name": "Jussi", "last_name": "Nieminen", "role": "teacher", "school_name": "Oppi Demo School"}', 12),
  ('00000000-0000-4000-8000-000000000009', 'teacher@other.oppi.test',
   '{"first_name": "Tom", "last_name": "Berg", "role": "teacher", "school_name": "Other Test School"}', 13),
  ('00000000-0000-4000-8000-000000000005', 'student@demo.oppi.test',
   '{"first_name": "Aino", "last_name": "Mäkinen", "role": "student", "school_name": "Oppi Demo School"}', 20),
  ('00000000-0000-4000-8000-000000000006', 'student2@demo.oppi.test',
   '{"first_name": "Oliver", "last_name": "Smith", "role": "student", "school_name": "Oppi Demo School"}', 21),
  ('00000000-0000-4000-8000-000000000011', 'eino.makinen@demo.oppi.test',
   '{"first_name": "Eino", "last_name": "Mäkinen", "role": "student", "school_name": "Oppi Demo School"}', 22),
  ('00000000-0000-4000-8000-000000000010', 'student@other.oppi.test',
   '{"first_name": "Saga", "last_name": "Lind", "role": "student", "school_name": "Other Test School"}', 23);

-- Three more teachers (6 in the demo school) and students 4..240.
insert into seed_users (id, email, meta, ord)
select md5('oppi-demo-teacher-' || i)::uuid, format('teacher%s@demo.oppi.test', i),
       jsonb_build_object('first_name', n.first_names[1 + (i * 5) % 39], 'last_name', n.last_names[1 + (i * 3) % 23],
                          'role', 'teacher', 'school_name', 'Oppi Demo School'),
       10 + i
from generate_series(4, 6) i, seed_names n;

insert into seed_users (id, email, meta, ord)
select md5('oppi-demo-student-' || i)::uuid, format('student%s@demo.oppi.test', lpad(i::text, 3, '0')),
       jsonb_build_object('first_name', n.first_names[1 + (i * 7) % 39], 'last_name', n.last_names[1 + (i * 11) % 23],
                          'role', 'student', 'school_name', 'Oppi Demo School'),
       100 + i
from generate_series(4, 240) i, seed_names n;

-- Students by their number 1..240 (1 = Aino, 2 = Oliver, 3 = Eino) and their class slot
-- 0..11 (1A, 1B, 2A, … 6B). Aino is in 5A (slot 8), Oliver in 5B (slot 9), Eino in 2A (slot 2).
create temporary table seed_students as
select u.id, i as n,
       case i when 1 then 8 when 2 then 9 when 3 then 2 else i % 12 end as class_slot,
       abs(hashtext('oppi-need-' || i)) % 100 as need
from generate_series(1, 240) i
join seed_users u on u.id = case i
  when 1 then '00000000-0000-4000-8000-000000000005'::uuid
  when 2 then '00000000-0000-4000-8000-000000000006'::uuid
  when 3 then '00000000-0000-4000-8000-000000000011'::uuid
  else md5('oppi-demo-student-' || i)::uuid end;

-- The seed users of these roles sign up (in seed_users order) `ago` before now, each one
-- `apart` after the one before; every sign-up in the seed is this one insert.
create function pg_temp.seed_sign_up(p_roles text[], p_ago interval, p_apart interval)
returns void language sql as $$
insert into auth.users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
  confirmation_token, recovery_token, email_change_token_new, email_change, email_change_token_current,
  phone_change, phone_change_token, reauthentication_token,
  raw_app_meta_data, raw_user_meta_data, created_at, updated_at, last_sign_in_at)
select '00000000-0000-0000-0000-000000000000', u.id, 'authenticated', 'authenticated', u.email, p.hash,
       now() - p_ago, '', '', '', '', '', '', '', '',
       '{"provider": "email", "providers": ["email"]}', u.meta,
       now() - p_ago + u.ord * p_apart, now() - p_ago, null
from seed_users u, seed_password p
where u.meta ->> 'role' = any (p_roles)
order by u.ord
$$;

-- Principals first (they create the schools), then everyone who joins a school.
select pg_temp.seed_sign_up('{principal}', interval '120 days', interval '1 minute');

select pg_temp.seed_sign_up('{teacher,student}', interval '110 days', interval '1 minute');

-- Teachers and students who named the school wait for its principal, who has let in every
-- student and all teachers but Jussi.
update public.profiles set is_active = true
where role in ('teacher', 'student') and id <> '00000000-0000-4000-8000-000000000004';

-- ---------------------------------------------------------------------------------------
-- Students' details: grade, needs (most have none), private data.
-- ---------------------------------------------------------------------------------------
-- A student's need (0-99) falls in at most one band, which gives their diagnosis, what to do
-- in class and their services.
with needs (low, high, disabilities, accommodations, services) as (values
  (80, 84, '{learning_disability}', '{extended_time,spell_check_allowed}', '{tutoring}'),
  (85, 88, '{adhd}', '{frequent_breaks,reduced_distractions,extended_time}', '{}'),
  (89, 90, '{autism_spectrum}', '{reduced_distractions,preferential_seating}', '{social_skills_training}'),
  (91, 92, '{visual_impairment}', '{large_print,screen_reader}', '{}'),
  (93, 94, '{hearing_impairment}', '{preferential_seating,note_taker}', '{}'),
  (95, 96, '{speech_language_disorder}', '{}', '{speech_therapy}'),
  (97, 97, '{physical_disability}', '{assistive_technology}', '{physical_therapy,mobility_assistance}'),
  (98, 98, '{cognitive_disability}', '{modified_assignments,oral_testing}', '{}'),
  (99, 99, '{multiple_disabilities}', '{extended_time,alternative_format}', '{occupational_therapy,academic_coaching}'))
update public.profiles p set
  grade_level = 1 + s.class_slot / 2,
  disabilities = coalesce(n.disabilities, '{}')::text[],
  accommodations_needed = coalesce(n.accommodations, '{}')::text[],
  support_services = coalesce(n.services, '{}')::text[],
  iep_status = s.need >= 89,
  learning_preferences = jsonb_build_object('learningStyle', (array['visual', 'auditory', 'kinesthetic', 'mixed'])[1 + s.n % 4])
from seed_students s
left join needs n on s.need between n.low and n.high
where p.id = s.id;

update public.profile_sensitive ps set
  date_of_birth = make_date(2026 - 7 - (s.class_slot / 2), 1 + s.n % 12, 1 + s.n % 28),
  guardian_name = 'Guardian of ' || p.first_name,
  phone_number = '+358 40 ' || lpad((1000000 + s.n * 7919 % 8999999)::text, 7, '0')
from seed_students s join public.profiles p on p.id = s.id
where ps.profile_id = s.id;

-- Aino: the demo student with needs, health data and a parent.
update public.profiles set
  disabilities = '{hearing_impairment}',
  accommodations_needed = '{extended_time,screen_reader}',
  assistive_technology = '{"FM hearing system", "NVDA screen reader"}',
  support_services = '{communication_assistance}',
  iep_status = true,
  learning_preferences = '{"learningStyle": "visual", "communicationMethod": "written", "attentionSpan": "medium", "processingSpeed": "average"}',
  accessibility_preferences = '{"fontSize": "large", "highContrast": false, "screenReader": true, "voiceCommands": false, "subtitles": true}',
  communication_preferences = '{"preferredLanguage": "finnish", "communicationMethod": "written", "parentalCommunication": "email"}'
where id = '00000000-0000-4000-8000-000000000005';

update public.profile_sensitive set
  date_of_birth = '2015-04-12',
  gender = 'female',
  phone_number = '+358 40 123 4567',
  address = '{"street": "Koivukuja 3 B 12", "city": "Tampere", "state": "Pirkanmaa", "zipCode": "33100", "country": "Finland"}',
  guardian_name = 'Liisa Mäkinen',
  guardian_email = 'parent@demo.oppi.test',
  guardian_phone = '+358 50 765 4321',
  parent_email = 'parent@demo.oppi.test',
  emergency_contacts = '[{"name": "Liisa Mäkinen", "relationship": "mother", "phone": "+358 50 765 4321", "email": "parent@demo.oppi.test"}, {"name": "Pekka Mäkinen", "relationship": "father", "phone": "+358 50 111 2222", "email": ""}]',
  disability_details = '{"primaryDisability": "hearing_impairment", "diagnosisDate": "2019-03-12", "severity": "moderate", "description": "Bilateral sensorineural hearing loss; uses an FM system in class."}',
  medical_information = '{"allergies": ["peanuts"], "medications": ["cetirizine"], "medicalConditions": ["sensorineural hearing loss"], "emergencyMedicalInfo": "Carries an adrenaline auto-injector (EpiPen) in her bag."}',
  iep_document_path = 'iep/00000000-0000-4000-8000-000000000005/iep-2026.pdf',
  notes = 'Check the FM transmitter battery on Mondays. Prefers written instructions.'
where profile_id = '00000000-0000-4000-8000-000000000005';

update public.profile_sensitive set parent_email = 'parent@demo.oppi.test'
where profile_id = '00000000-0000-4000-8000-000000000011';
-- Same e-mail in the other school: must NOT link parent@demo to this student.
update public.profile_sensitive set parent_email = 'parent@demo.oppi.test'
where profile_id = '00000000-0000-4000-8000-000000000010';
update public.profiles set grade_level = 4, disabilities = '{adhd}', accommodations_needed = '{frequent_breaks}'
where id = '00000000-0000-4000-8000-000000000010';
update public.profile_sensitive set medical_information = '{"allergies": [], "medications": ["methylphenidate"], "medicalConditions": ["ADHD"], "emergencyMedicalInfo": ""}'
where profile_id = '00000000-0000-4000-8000-000000000010';

-- Nine more parents, each the parent of students 10, 20, …, 90 (and 100+ for some).
update public.profile_sensitive ps set parent_email = format('parent%s@demo.oppi.test', lpad((s.n / 10)::text, 2, '0'))
from seed_students s
where ps.profile_id = s.id and s.n between 10 and 99 and s.n % 10 = 0;
update public.profile_sensitive ps set guardian_email = format('parent%s@demo.oppi.test', lpad(((s.n - 100) / 10)::text, 2, '0'))
from seed_students s
where ps.profile_id = s.id and s.n between 110 and 199 and s.n % 30 = 0;

insert into seed_users (id, email, meta, ord) values
  ('00000000-0000-4000-8000-000000000007', 'parent@demo.oppi.test',
   '{"first_name": "Liisa", "last_name": "Mäkinen", "role": "parent", "school_name": "Oppi Demo School"}', 500);
insert into seed_users (id, email, meta, ord)
select md5('oppi-demo-parent-' || i)::uuid, format('parent%s@demo.oppi.test', lpad(i::text, 2, '0')),
       jsonb_build_object('first_name', n.first_names[1 + (i * 13) % 39], 'last_name', n.last_names[1 + (i * 11 * 10) % 23],
                          'role', 'parent', 'school_name', 'Oppi Demo School'),
       500 + i
from generate_series(1, 9) i, seed_names n;

-- Parents sign up last; their proven addresses link them to their children (below).
select pg_temp.seed_sign_up('{parent}', interval '100 days', interval '0');

insert into auth.identities (id, provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at)
select u.id, u.id::text, u.id,
       jsonb_build_object('sub', u.id::text, 'email', u.email, 'email_verified', true, 'phone_verified', false),
       'email', null, au.created_at, au.created_at
from seed_users u join auth.users au on au.id = u.id;

-- Every demo account has proven its address (as if it had followed a link mailed to it); that
-- proof is what links the parents to their children and lets them in.
insert into private.email_proofs (user_id, email, method)
select u.id, lower(u.email), 'seed' from seed_users u;
select private.grant_by_proven_email(u.id) from seed_users u where u.meta ->> 'role' = 'parent';

-- ---------------------------------------------------------------------------------------
-- Classes, subjects, enrolments
-- ---------------------------------------------------------------------------------------
create temporary table seed_teachers as
select t.slot, t.id from (values
  (0, '00000000-0000-4000-8000-000000000002'::uuid),
  (1, '00000000-0000-4000-8000-000000000003'::uuid),
  (2, md5('oppi-demo-teacher-4')::uuid),
  (3, md5('oppi-demo-teacher-5')::uuid),
  (4, md5('oppi-demo-teacher-6')::uuid)) t(slot, id);

-- Class slot k: grade 1 + k/2, section A/B. 5A (k = 8) and 6A (k = 10) go to Matti;
-- 5B (k = 9) to Emily; the rest round-robin over the other active teachers.
insert into public.classes (id, school_id, teacher_id, name, description, grade_level, created_at, updated_at)
select ('00000000-0000-4000-8001-' || lpad((k + 1)::text, 12, '0'))::uuid,
       (select id from public.schools where name = 'Oppi Demo School'),
       (select t.id from seed_teachers t where t.slot = case
          when k in (8, 10) then 0 when k = 9 then 1 else 1 + k % 4 end),
       format('%s%s', 1 + k / 2, case when k % 2 = 0 then 'A' else 'B' end),
       format('Luokka %s%s / Class %s%s', 1 + k / 2, case when k % 2 = 0 then 'A' else 'B' end,
              1 + k / 2, case when k % 2 = 0 then 'A' else 'B' end),
       1 + k / 2, now() - interval '100 days', now() - interval '100 days'
from generate_series(0, 11) k;

insert into public.classes (id, school_id, teacher_id, name, description, grade_level, created_at, updated_at)
values ('00000000-0000-4000-8001-000000000099', (select id from public.schools where name = 'Other Test School'),
        '00000000-0000-4000-8000-000000000009', '4C', 'Other school class', 4,
        now() - interval '100 days', now() - interval '100 days');

-- 30 subjects: three in each A class, two in each B class.
create temporary table seed_subject_slots as
select row_number() over (order by k, j) as n, k, j from (
  select k, j from generate_series(0, 11) k, generate_series(0, 2) j where j < case when k % 2 = 0 then 3 else 2 end
) x;

insert into public.subjects (id, school_id, class_id, name, description, created_by, created_at, updated_at)
select ('00000000-0000-4000-8002-' || lpad(s.n::text, 12, '0'))::uuid,
       c.school_id, c.id,
       (case when s.k % 2 = 0 then array['Matematiikka', 'English', 'Ympäristöoppi']
                              else array['Äidinkieli ja kirjallisuus', 'Mathematics'] end)[s.j + 1] || ' ' || c.name,
       'Term syllabus for ' || c.name,
       c.teacher_id, now() - interval '100 days', now() - interval '100 days'
from seed_subject_slots s
join public.classes c on c.id = ('00000000-0000-4000-8001-' || lpad((s.k + 1)::text, 12, '0'))::uuid;

insert into public.subjects (id, school_id, class_id, name, description, created_by, created_at, updated_at)
values ('00000000-0000-4000-8002-000000000099', (select id from public.schools where name = 'Other Test School'),
        '00000000-0000-4000-8001-000000000099', 'Biology 4C', null, '00000000-0000-4000-8000-000000000009',
        now() - interval '100 days', now() - interval '100 days');

-- Matematiikka 5A's link expires at the end of the term; English 6A's link is revoked.
update public.subjects set enrollment_expires_at = date_trunc('day', now()) + interval '30 days'
where id = '00000000-0000-4000-8002-000000000021';
update public.subjects set enrollment_enabled = false where id = '00000000-0000-4000-8002-000000000027';

insert into public.student_enrollments (school_id, student_id, class_id, status, enrolled_at)
select c.school_id, s.id, c.id, case when s.n = 20 then 'withdrawn' else 'active' end, now() - interval '95 days'
from seed_students s
join public.classes c on c.id = ('00000000-0000-4000-8001-' || lpad((s.class_slot + 1)::text, 12, '0'))::uuid;
insert into public.student_enrollments (school_id, student_id, class_id, status, enrolled_at)
values ((select id from public.schools where name = 'Other Test School'),
        '00000000-0000-4000-8000-000000000010', '00000000-0000-4000-8001-000000000099', 'active', now() - interval '95 days');

-- ---------------------------------------------------------------------------------------
-- A term of assignments: four per subject, the last one still open.
-- ---------------------------------------------------------------------------------------
insert into public.assignments (id, school_id, subject_id, title, instructions, due_at, max_score, created_by, is_active, created_at, updated_at)
select ('00000000-0000-4000-8003-' || lpad((sub.n * 10 + a)::text, 12, '0'))::uuid,
       c.school_id, sj.id,
       (array['Week 1 worksheet', 'Project: my neighbourhood', 'Mid-term check', 'Reading journal'])[a + 1] || ' — ' || sj.name,
       -- Subjects taught in Finnish have their instructions in Finnish (read aloud in Finnish).
       case when sj.name ~ '^(Matematiikka|Ympäristöoppi|Äidinkieli)'
            then 'Vastaa jokaiseen kysymykseen. Kysy opettajalta, jos jokin jää epäselväksi.'
            else 'Answer every question. Ask your teacher if anything is unclear.' end,
       now() - make_interval(days => (array[98, 70, 42, 7])[a + 1]) + make_interval(days => 10 + (sub.n % 5)::int),
       (array[10, 20, 50, 100])[a + 1],
       c.teacher_id, true,
       now() - make_interval(days => (array[98, 70, 42, 7])[a + 1]),
       now() - make_interval(days => (array[98, 70, 42, 7])[a + 1])
from seed_subject_slots sub
join public.subjects sj on sj.id = ('00000000-0000-4000-8002-' || lpad(sub.n::text, 12, '0'))::uuid
join public.classes c on c.id = sj.class_id
cross join generate_series(0, 3) a;

-- A draft the demo student must not see yet.
insert into public.assignments (id, school_id, subject_id, title, instructions, due_at, max_score, created_by, is_active, created_at, updated_at)
select '00000000-0000-4000-8003-000000009001', school_id, id, 'Draft: fractions test', 'Not published yet.',
       now() + interval '21 days', 30, created_by, false, now() - interval '1 day', now() - interval '1 day'
from public.subjects where id = '00000000-0000-4000-8002-000000000021';

insert into public.assignments (id, school_id, subject_id, title, instructions, due_at, max_score, created_by, created_at, updated_at)
values ('00000000-0000-4000-8003-000000000099', (select id from public.schools where name = 'Other Test School'),
        '00000000-0000-4000-8002-000000000099', 'Cell diagram', 'Label the parts of a cell.', now() - interval '10 days', 10,
        '00000000-0000-4000-8000-000000000009', now() - interval '24 days', now() - interval '24 days');

-- Submissions: most students hand in most work; closed assignments are graded.
insert into public.assignment_submissions (school_id, assignment_id, student_id, content, score, feedback,
  submitted_at, graded_at, graded_by, created_at, updated_at)
select a.school_id, a.id, e.student_id,
       'My answers for ' || a.title,
       case when a.due_at < now() then round(a.max_score * (50 + h % 51) / 100.0 * 2) / 2 end,
       case when a.due_at < now() and h % 3 = 0 then (array['Great work!', 'Hyvää työtä!', 'Check question 3 again.', 'Well structured.'])[1 + h % 4] end,
       -- Nothing is handed in or graded after today: work on open assignments was handed in
       -- during the last days, grading happened at the latest an hour ago.
       least(a.due_at - make_interval(days => h % 5) + case when h % 17 = 0 then interval '30 hours' else interval '0' end,
             now() - make_interval(hours => 2 + h % 48)),
       case when a.due_at < now() then least(a.due_at + interval '3 days', now() - interval '1 hour') end,
       case when a.due_at < now() then c.teacher_id end,
       least(a.due_at - make_interval(days => h % 5), now() - make_interval(hours => 2 + h % 48)),
       least(a.due_at - make_interval(days => h % 5), now() - make_interval(hours => 2 + h % 48))
from public.assignments a
join public.subjects sj on sj.id = a.subject_id
join public.classes c on c.id = sj.class_id
join public.student_enrollments e on e.class_id = c.id and e.status = 'active'
cross join lateral (select abs(hashtext(e.student_id::text || a.id::text)) as h) x
where a.is_active
  and ((a.due_at < now() and h % 100 < 85) or (a.due_at >= now() and h % 100 < 30))
  and a.school_id = (select id from public.schools where name = 'Oppi Demo School');

-- Aino's own work, fixed for the tests: week 1 of Matematiikka 5A graded, the open reading
-- journal handed in but not graded, English 5A's reading journal not handed in yet.
delete from public.assignment_submissions
where student_id = '00000000-0000-4000-8000-000000000005'
  and assignment_id in ('00000000-0000-4000-8003-000000000210', '00000000-0000-4000-8003-000000000213',
                        '00000000-0000-4000-8003-000000000223');
insert into public.assignment_submissions (school_id, assignment_id, student_id, content, score, feedback,
  submitted_at, graded_at, graded_by)
select a.school_id, a.id, '00000000-0000-4000-8000-000000000005', x.content, x.score, x.feedback,
       least(a.due_at - interval '1 day', now() - interval '1 day'),
       case when x.score is not null then least(a.due_at + interval '2 days', now() - interval '1 hour') end,
       case when x.score is not null then '00000000-0000-4000-8000-000000000002'::uuid end
from public.assignments a
join (values ('00000000-0000-4000-8003-000000000210'::uuid, 'Tehtävät 1–10 / exercises 1–10', 9::numeric, 'Hienoa työtä! Tarkista vielä tehtävä 7.'),
             ('00000000-0000-4000-8003-000000000213'::uuid, 'My reading journal, first half', null, null))
  x(id, content, score, feedback) on x.id = a.id;

insert into public.assignment_submissions (school_id, assignment_id, student_id, content, score, feedback,
  submitted_at, graded_at, graded_by)
values ((select id from public.schools where name = 'Other Test School'), '00000000-0000-4000-8003-000000000099',
        '00000000-0000-4000-8000-000000000010', 'Nucleus, membrane, cytoplasm', 8, 'Good',
        now() - interval '11 days', now() - interval '8 days', '00000000-0000-4000-8000-000000000009');

-- The extended-time rule on one row: Matematiikka 5A's fractions practice was due two days
-- ago (created 10 days ago: 8 days of work). Aino's personal due date is 8 days × 1.5 = 12 days
-- after creation, two days from now (+4 days), so her work handed in yesterday is not late;
-- a classmate without extended_time who handed in at the same moment is late. Ungraded, so
-- both stay in the teacher's "to grade" views and in Aino's "Submitted" tab.
insert into public.assignments (id, school_id, subject_id, title, instructions, due_at, max_score, created_by, created_at, updated_at)
select '00000000-0000-4000-8003-000000009003', sj.school_id, sj.id, 'Fractions practice — ' || sj.name,
       'Tee sivun 42 tehtävät 11–20.', now() - interval '2 days', 20, '00000000-0000-4000-8000-000000000002',
       now() - interval '10 days', now() - interval '10 days'
from public.subjects sj where sj.id = '00000000-0000-4000-8002-000000000021';
insert into public.assignment_submissions (id, school_id, assignment_id, student_id, content, submitted_at, created_at, updated_at)
select x.id, a.school_id, a.id, x.student_id, 'Exercises 11–20', now() - interval '1 day', now() - interval '1 day', now() - interval '1 day'
from public.assignments a
cross join (
  select '00000000-0000-4000-8005-000000009003'::uuid as id, '00000000-0000-4000-8000-000000000005'::uuid as student_id
  union all
  (select '00000000-0000-4000-8005-000000009004'::uuid, p.id from public.student_enrollments e
   join public.profiles p on p.id = e.student_id
   where e.class_id = '00000000-0000-4000-8001-000000000009' and e.status = 'active'
     and p.id <> '00000000-0000-4000-8000-000000000005'
     -- the formal plans (below) copy accommodations_needed, so this is the whole rule
     and not ('extended_time' = any (p.accommodations_needed))
   order by p.last_name, p.first_name, p.id
   limit 1)
) x
where a.id = '00000000-0000-4000-8003-000000009003';

insert into public.quiz_attempts (school_id, student_id, subject_id, title, score, started_at, completed_at, created_at)
select e.school_id, e.student_id, sj.id, 'Quick quiz — ' || sj.name,
       40 + abs(hashtext(e.student_id::text || sj.id::text || q)) % 61,
       now() - make_interval(days => 10 + q * 20) - interval '15 minutes',
       now() - make_interval(days => 10 + q * 20), now() - make_interval(days => 10 + q * 20)
from public.student_enrollments e
join public.subjects sj on sj.class_id = e.class_id
cross join generate_series(0, 1) q
where e.status = 'active' and abs(hashtext(e.student_id::text || sj.id::text || q)) % 3 = 0;

-- Formal plans for students with needs, and progress notes from their teachers.
insert into public.student_accommodations (school_id, student_id, accommodation, details, start_date, created_by, created_at, updated_at)
select p.school_id, p.id, acc,
       case acc
         when 'extended_time' then 'Give 50 % more time in tests; at least one extra day for homework.'
         when 'screen_reader' then 'Share materials as accessible documents, not scans.'
         when 'preferential_seating' then 'Front row, near the teacher.'
         when 'frequent_breaks' then 'A short break every 20 minutes.'
         else 'As agreed in the support plan.' end,
       date '2026-08-10', '00000000-0000-4000-8000-000000000001', now() - interval '90 days', now() - interval '90 days'
from public.profiles p cross join unnest(p.accommodations_needed) acc
where p.role = 'student' and p.school_id = (select id from public.schools where name = 'Oppi Demo School')
  and p.iep_status;

insert into public.student_support_services (school_id, student_id, service, provider, frequency, start_date, created_by, created_at, updated_at)
select p.school_id, p.id, svc, 'School support team', 'weekly', date '2026-08-10',
       '00000000-0000-4000-8000-000000000001', now() - interval '90 days', now() - interval '90 days'
from public.profiles p cross join unnest(p.support_services) svc
where p.role = 'student' and p.school_id = (select id from public.schools where name = 'Oppi Demo School');

insert into public.student_progress_tracking (school_id, student_id, subject_id, recorded_on, metric, progress_score, goal, comment, recorded_by)
select e.school_id, e.student_id, sj.id, (now() - make_interval(days => 14 * m))::date,
       'Reading comprehension', 50 + m * 10 + abs(hashtext(e.student_id::text)) % 20,
       'Reads a short text and answers questions independently.',
       'Steady progress with written instructions.', c.teacher_id
from public.student_enrollments e
join public.profiles p on p.id = e.student_id and p.iep_status
join public.classes c on c.id = e.class_id
join public.subjects sj on sj.class_id = c.id and sj.name like any (array['Äidinkieli%', 'English%'])
cross join generate_series(0, 1) m
where e.status = 'active';

-- ---------------------------------------------------------------------------------------
-- Notifications and videos
-- ---------------------------------------------------------------------------------------
insert into public.notifications (school_id, user_id, created_by, title, message, type, link, read, created_at)
select a.school_id, e.student_id, a.created_by, 'New assignment', a.title, 'info', '/student/assignments',
       a.due_at < now(), a.created_at
from public.assignments a
join public.subjects sj on sj.id = a.subject_id
join public.student_enrollments e on e.class_id = sj.class_id and e.status = 'active'
where a.is_active and a.created_at > now() - interval '10 days';

insert into public.notifications (school_id, user_id, created_by, title, message, type, link, read, created_at)
select s.school_id, s.student_id, s.graded_by, 'Assignment graded',
       format('You scored %s.', s.score), 'success', '/student/assignments', true, s.graded_at
from public.assignment_submissions s
where s.graded_at > now() - interval '40 days' and abs(hashtext(s.id::text)) % 4 = 0;

insert into public.notifications (school_id, user_id, created_by, title, message, type, link, read, created_at)
select p.school_id, p.id, null, x.title, x.message, x.type, x.link, false, now() - interval '2 hours'
from public.profiles p
join (values
  ('principal@demo.oppi.test', 'Teacher awaiting activation', 'Jussi Nieminen signed up as a teacher. Activate the account on the Teachers page.', 'warning', '/teachers'),
  ('teacher@demo.oppi.test', 'Submissions to grade', 'Reading journal — Matematiikka 5A has new submissions.', 'info', '/submissions'),
  ('teacher@demo.oppi.test', 'Welcome to Oppi', 'Your account is active.', 'success', '/dashboard'),
  ('student@demo.oppi.test', 'Extra time applies', 'Your personal due dates include your extended time.', 'info', '/student/assignments'),
  ('parent@demo.oppi.test', 'Parents'' evening', 'Parents'' evening on Thursday at 18:00.', 'info', null),
  ('principal@other.oppi.test', 'Welcome to Oppi', 'Your school is set up.', 'success', '/dashboard')
) x(email, title, message, type, link) on x.email = p.email;

-- A published video needs a caption track; the tracks follow the videos below, in this transaction.
set constraints public.videos_published_needs_captions deferred;

-- The stored files are short clips shipped in supabase/seed/videos, which config.toml's
-- [storage.buckets.videos] uploads on start (as `supabase start` and `supabase seed buckets` do).
insert into public.videos (id, school_id, title, description, storage_path, external_url, captions_path, captions_language,
  transcript, duration_seconds, subject_id, is_public, is_active, created_by, created_at, updated_at)
select v.id::uuid, (select id from public.schools where name = 'Oppi Demo School'), v.title, v.description,
       v.storage_path, v.external_url, v.captions_path, v.lang, v.transcript, v.duration,
       v.subject_id::uuid, v.is_public, v.is_active, v.created_by::uuid,
       now() - make_interval(days => v.age), now() - make_interval(days => v.age)
from (values
  ('00000000-0000-4000-8004-000000000001', 'Photosynthesis explained', 'How plants turn light into sugar.',
   '00000000-0000-4000-8004-000000000001/photosynthesis.webm', null, null, 'en',
   'Plants take in light, water and carbon dioxide…', 9, '00000000-0000-4000-8002-000000000023', true, true,
   '00000000-0000-4000-8000-000000000002', 60),
  ('00000000-0000-4000-8004-000000000002', 'Murtoluvut pizzalla (Fractions with pizza)', 'Fractions explained by sharing a pizza.',
   '00000000-0000-4000-8004-000000000002/fractions-pizza.webm', null, null, 'fi',
   'Jaetaan pizza neljään yhtä suureen osaan…', 9, '00000000-0000-4000-8002-000000000021', true, true,
   '00000000-0000-4000-8000-000000000002', 45),
  ('00000000-0000-4000-8004-000000000003', 'Suomen kielen äänteet', 'Finnish vowels and consonants, with captions.',
   null, 'https://videos.oppi.test/finnish-sounds', null, 'fi',
   'Suomen kielessä on kahdeksan vokaalia…', 410, null, true, true, '00000000-0000-4000-8000-000000000003', 40),
  ('00000000-0000-4000-8004-000000000004', 'Keyboard navigation basics', 'Using Oppi with the keyboard only.',
   '00000000-0000-4000-8004-000000000004/keyboard-basics.webm', null, null, 'en',
   'Press Tab to move to the next link…', 9, null, false, true, '00000000-0000-4000-8000-000000000001', 30),
  ('00000000-0000-4000-8004-000000000005', '5A field trip to the science centre', 'What we saw at the science centre.',
   '00000000-0000-4000-8004-000000000005/5a-field-trip.webm', null, null, 'fi',
   'Kävimme tiedekeskuksessa…', 9, '00000000-0000-4000-8002-000000000023', false, true,
   '00000000-0000-4000-8000-000000000002', 20),
  ('00000000-0000-4000-8004-000000000006', 'Sign language: greetings', 'Greetings in Finnish Sign Language (retired).',
   '00000000-0000-4000-8004-000000000006/sign-greetings.webm', null, null, 'fi',
   'Hei! Kiitos! Näkemiin!', 9, null, true, false, '00000000-0000-4000-8000-000000000003', 90)
) v(id, title, description, storage_path, external_url, captions_path, lang, transcript, duration, subject_id, is_public, is_active, created_by, age);

insert into public.videos (id, school_id, title, storage_path, captions_path, is_public, created_by)
values ('00000000-0000-4000-8004-000000000099', (select id from public.schools where name = 'Other Test School'),
        'Other school staff briefing', '00000000-0000-4000-8004-000000000099/briefing.webm', null, false,
        '00000000-0000-4000-8000-000000000008');

insert into public.video_captions (school_id, video_id, language, content, created_by)
select v.school_id, v.id, c.lang,
       'WEBVTT' || E'\n\n' || '00:00.000 --> 00:04.000' || E'\n' || c.first || E'\n\n'
         || '00:04.000 --> 00:09.000' || E'\n' || c.second || E'\n',
       v.created_by
from public.videos v
join (values
  ('00000000-0000-4000-8004-000000000001', 'en', 'Plants take in light, water and carbon dioxide.', 'They turn them into sugar and oxygen.'),
  ('00000000-0000-4000-8004-000000000001', 'fi', 'Kasvit ottavat valoa, vettä ja hiilidioksidia.', 'Niistä syntyy sokeria ja happea.'),
  ('00000000-0000-4000-8004-000000000002', 'fi', 'Jaetaan pizza neljään yhtä suureen osaan.', 'Yksi pala on neljäsosa.'),
  ('00000000-0000-4000-8004-000000000003', 'fi', 'Suomen kielessä on kahdeksan vokaalia.', 'A, e, i, o, u, y, ä ja ö.'),
  ('00000000-0000-4000-8004-000000000004', 'en', 'Press Tab to move to the next link.', 'Press Enter to open it.'),
  ('00000000-0000-4000-8004-000000000005', 'fi', 'Kävimme tiedekeskuksessa.', 'Näimme salaman laboratoriossa.'),
  ('00000000-0000-4000-8004-000000000006', 'fi', 'Hei!', 'Kiitos! Näkemiin!'),
  ('00000000-0000-4000-8004-000000000099', 'en', 'Welcome to the staff briefing.', 'Today: the timetable.')
) c(video_id, lang, first, second) on c.video_id::uuid = v.id;
set constraints public.videos_published_needs_captions immediate;

-- ---------------------------------------------------------------------------------------
-- The bin, filled through soft_delete_item() so its rows are exactly what the app creates.
-- ---------------------------------------------------------------------------------------
insert into public.classes (id, school_id, teacher_id, name, description, created_at, updated_at)
values ('00000000-0000-4000-8001-000000000013', (select id from public.schools where name = 'Oppi Demo School'),
        '00000000-0000-4000-8000-000000000003', 'Draamakerho (Drama club)', 'Autumn club, ended.',
        now() - interval '100 days', now() - interval '100 days');
insert into public.subjects (id, school_id, class_id, name, created_at, updated_at)
values ('00000000-0000-4000-8002-000000000031', (select id from public.schools where name = 'Oppi Demo School'),
        '00000000-0000-4000-8001-000000000013', 'Improvisation', now() - interval '100 days', now() - interval '100 days');
insert into public.assignments (id, school_id, subject_id, title, due_at, max_score, created_by, created_at, updated_at)
select '00000000-0000-4000-8003-000000009002', school_id, '00000000-0000-4000-8002-000000000021',
       'Old worksheet (duplicate)', now() - interval '20 days', 10, '00000000-0000-4000-8000-000000000002',
       now() - interval '30 days', now() - interval '30 days'
from public.classes where id = '00000000-0000-4000-8001-000000000009';
insert into public.assignment_submissions (school_id, assignment_id, student_id, content, score, submitted_at, graded_at, graded_by)
values ((select id from public.schools where name = 'Oppi Demo School'), '00000000-0000-4000-8003-000000009002',
        '00000000-0000-4000-8000-000000000005', 'Done twice by mistake', 9, now() - interval '21 days',
        now() - interval '19 days', '00000000-0000-4000-8000-000000000002');

do $$
begin
  perform set_config('request.jwt.claims', '{"sub": "00000000-0000-4000-8000-000000000001", "role": "authenticated"}', true);
  perform public.soft_delete_item('classes', '00000000-0000-4000-8001-000000000013', '00000000-0000-4000-8000-000000000001');
  perform set_config('request.jwt.claims', '{"sub": "00000000-0000-4000-8000-000000000002", "role": "authenticated"}', true);
  perform public.soft_delete_item('assignments', '00000000-0000-4000-8003-000000009002', '00000000-0000-4000-8000-000000000002');
  perform public.soft_delete_item('videos', '00000000-0000-4000-8004-000000000005', '00000000-0000-4000-8000-000000000002');
  perform set_config('request.jwt.claims', '', true);
end
$$;
-- Spread their ages: 12 days, 3 days, and one past the 30-day retention (purgeable).
update public.deleted_items set deleted_at = now() - interval '12 days' where item_id = '00000000-0000-4000-8001-000000000013';
update public.deleted_items set deleted_at = now() - interval '3 days' where item_id = '00000000-0000-4000-8003-000000009002';
update public.deleted_items set deleted_at = now() - interval '45 days' where item_id = '00000000-0000-4000-8004-000000000005';

-- The demo student's adaptive support is already on (hearing, visual and cognitive, from her
-- recorded needs) and her panel set to what suits her (captions on); the banner that names the
-- support waits for her first sign-in, as it does for every seeded student with recorded needs.
insert into public.accessibility_settings (profile_id, settings, adaptive_support, banner_dismissed)
values ('00000000-0000-4000-8000-000000000005', '{"captionsEnabled": true}', array['hearing', 'visual', 'cognitive'], false);

drop table seed_password, seed_names, seed_users, seed_students, seed_teachers, seed_subject_slots;

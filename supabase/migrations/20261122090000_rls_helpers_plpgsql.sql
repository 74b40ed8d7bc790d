-- Oppi data model, part 15: the row-level-security helpers keep their query plans.
--
-- Every policy asks private.* helpers who the caller is (principal_school_id(),
-- teacher_student_ids(), …). They are security definer with `set search_path = ''`, so
-- PostgreSQL cannot inline them, and a non-inlined `language sql` function is planned afresh
-- inside every statement that calls it: a student reading one profile row paid for planning
-- four helper bodies on every request. PL/pgSQL keeps each statement's plan for the life of
-- the session, and the pooled connections of supabase/local and of hosted Supabase's
-- PostgREST live long. Measured with `npm run bench:local` (see README): the PostgreSQL time
-- of a primary-key read through rest/v1 drops by about a third.
--
-- Same names, arguments, results, volatility, owner, grants and rules as before: only the
-- language changes. Scalar helpers select by primary key (at most one row), so
-- `return (select …)` answers exactly what the SQL function did.

create or replace function private.active_profile_id()
returns uuid language plpgsql stable security definer set search_path = ''
as $$
begin
  return (select p.id from public.profiles p where p.id = (select auth.uid()) and p.is_active);
end
$$;

create or replace function private.active_school_id()
returns uuid language plpgsql stable security definer set search_path = ''
as $$
begin
  return (select p.school_id from public.profiles p where p.id = (select auth.uid()) and p.is_active);
end
$$;

create or replace function private.principal_school_id()
returns uuid language plpgsql stable security definer set search_path = ''
as $$
begin
  return (
    select p.school_id from public.profiles p
    where p.id = (select auth.uid()) and p.is_active and p.role = 'principal'
  );
end
$$;

create or replace function private.active_app_role()
returns text language plpgsql stable security definer set search_path = ''
as $$
begin
  return (select p.role from public.profiles p where p.id = (select auth.uid()) and p.is_active);
end
$$;

create or replace function private.parent_child_ids()
returns setof uuid language plpgsql stable security definer set search_path = ''
as $$
begin
  return query
    select g.student_id
    from public.guardian_links g
    join public.profiles me on me.id = g.parent_id
    where g.parent_id = (select auth.uid()) and me.is_active and me.role = 'parent';
end
$$;

create or replace function private.teacher_class_ids()
returns setof uuid language plpgsql stable security definer set search_path = ''
as $$
begin
  return query
    select c.id from public.classes c where c.teacher_id = (select private.active_profile_id());
end
$$;

create or replace function private.teacher_subject_ids()
returns setof uuid language plpgsql stable security definer set search_path = ''
as $$
begin
  return query
    select s.id from public.subjects s
    join public.classes c on c.id = s.class_id
    where c.teacher_id = (select private.active_profile_id());
end
$$;

create or replace function private.teacher_student_ids()
returns setof uuid language plpgsql stable security definer set search_path = ''
as $$
begin
  return query
    select distinct e.student_id from public.student_enrollments e
    join public.classes c on c.id = e.class_id
    where c.teacher_id = (select private.active_profile_id()) and e.status = 'active';
end
$$;

create or replace function private.student_class_ids()
returns setof uuid language plpgsql stable security definer set search_path = ''
as $$
begin
  return query
    select e.class_id from public.student_enrollments e
    join public.classes c on c.id = e.class_id
    where e.student_id = (select private.active_profile_id()) and e.status = 'active' and c.is_active;
end
$$;

create or replace function private.student_subject_ids()
returns setof uuid language plpgsql stable security definer set search_path = ''
as $$
begin
  return query
    select s.id from public.subjects s
    where s.is_active and s.class_id = any (array(select private.student_class_ids()));
end
$$;

create or replace function private.child_class_ids()
returns setof uuid language plpgsql stable security definer set search_path = ''
as $$
begin
  return query
    select e.class_id from public.student_enrollments e
    join public.classes c on c.id = e.class_id
    where e.student_id = any (array(select private.parent_child_ids())) and e.status = 'active' and c.is_active;
end
$$;

create or replace function private.child_subject_ids()
returns setof uuid language plpgsql stable security definer set search_path = ''
as $$
begin
  return query
    select s.id from public.subjects s
    where s.is_active and s.class_id = any (array(select private.child_class_ids()));
end
$$;

create or replace function private.teacher_assignment_ids()
returns setof uuid language plpgsql stable security definer set search_path = ''
as $$
begin
  return query
    select a.id from public.assignments a where a.subject_id = any (array(select private.teacher_subject_ids()));
end
$$;

create or replace function private.student_assignment_ids()
returns setof uuid language plpgsql stable security definer set search_path = ''
as $$
begin
  return query
    select a.id from public.assignments a
    where a.is_active and a.subject_id = any (array(select private.student_subject_ids()));
end
$$;

create or replace function private.child_assignment_ids()
returns setof uuid language plpgsql stable security definer set search_path = ''
as $$
begin
  return query
    select a.id from public.assignments a
    where a.is_active and a.subject_id = any (array(select private.child_subject_ids()));
end
$$;

create or replace function private.extended_time_student_ids()
returns setof uuid language plpgsql stable security definer set search_path = ''
as $$
begin
  return query
    select p.id from public.profiles p
    where (p.id = (select auth.uid())
           or p.school_id = (select private.principal_school_id())
           or p.id = any (array(select private.teacher_student_ids()))
           or p.id = any (array(select private.parent_child_ids())))
      and ('extended_time' = any (p.accommodations_needed)
           or exists (select 1 from public.student_accommodations sa
                      where sa.student_id = p.id and sa.accommodation = 'extended_time' and sa.is_active));
end
$$;

create or replace function private.has_extended_time(p_student_id uuid)
returns boolean language plpgsql stable security definer set search_path = ''
as $$
begin
  return exists (
    select 1 from public.profiles p
    where p.id = p_student_id
      and (p.id = (select auth.uid())
           or p.school_id = (select private.principal_school_id())
           or p.id = any (array(select private.teacher_student_ids()))
           or p.id = any (array(select private.parent_child_ids())))
      and ('extended_time' = any (p.accommodations_needed)
           or exists (select 1 from public.student_accommodations sa
                      where sa.student_id = p.id and sa.accommodation = 'extended_time' and sa.is_active))
  );
end
$$;

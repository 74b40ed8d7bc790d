-- Insight signals people can trust: the rule that turns a student's (or a class's) numbers into
-- flags and a level, recalibrated (docs/insights.md, "The rule").
--
-- The first rule flagged a fifth of the demo school "needs support now", many of them only for
-- being active in two of the last four weeks, which is simply how often their work falls due;
-- a student with every piece handed in on time was told she needed support now. Now:
--   * "Needs support now" (high) means recent work is not reaching the teacher: three or more of
--     the last five pieces missing. A student whose work is all handed in can never get there.
--   * Everything else is at most "worth a closer look" (medium): under 75 % handed in over the
--     twelve weeks (a history, not this week's news), late hand-ins (the work arrives), a falling
--     average.
--   * Few active weeks is never a flag on its own: it is added, as a medium flag, only beside
--     another flag (work already slipping), as context for it.
--   * Each percentage flag carries the line it fell under (`limit`), so the sentence says which
--     figure, how much it is and how far under the line it lies.
--
-- Only private.insight_assess() changes (same arguments, same result shape), so every reader,
-- cache and the principal's one-pass list keep their plans. Stored records were computed by the
-- old rule, and their stored risk rank with them: all three stores are emptied, and the next read
-- recomputes (docs/insights.md, "When a record is stale").

create or replace function private.insight_assess(
  p_due bigint, p_handed bigint, p_on_time bigint, p_graded bigint, p_average numeric,
  p_recent bigint, p_recent_missed bigint,
  p_before_average numeric, p_before_graded bigint, p_after_average numeric, p_after_graded bigint,
  p_active_weeks bigint, p_weeks_of bigint)
returns jsonb
language sql immutable
as $$
  with m as (
    select
      case when p_due > 0 then round(100.0 * p_handed / p_due) end as completion,
      case when p_handed > 0 then round(100.0 * p_on_time / p_handed) end as on_time,
      case when p_graded > 0 then round(p_average) end as average,
      case when p_weeks_of > 0 then round(100.0 * p_active_weeks / p_weeks_of) end as participation
  ),
  -- The work signals. Three pieces is the least evidence any of them stands on: one missed
  -- piece is not a pattern.
  w as (
    select m.*,
           p_recent >= 3 and p_recent_missed >= 2 as missed,
           p_due >= 3 and m.completion < 75 as incomplete,
           p_handed >= 3 and m.on_time < 75 as late,
           p_before_graded >= 2 and p_after_graded >= 2 and p_before_average - p_after_average >= 10 as fell
    from m
  ),
  flags as (
    select coalesce(jsonb_agg(f order by ord), '[]'::jsonb) as list
    from w, lateral (values
      -- Work not handed in is the one thing that is urgent ("now"): 3 of the last 5.
      (1, case when w.missed then jsonb_build_object(
            'code', 'missed_recent', 'missed', p_recent_missed, 'of', p_recent,
            'level', case when p_recent_missed >= 3 then 'high' else 'medium' end) end),
      (2, case when w.incomplete then jsonb_build_object(
            'code', 'completion_low', 'handed', p_handed, 'of', p_due, 'percent', w.completion,
            'limit', 75, 'level', 'medium') end),
      -- Late work still arrives: worth a closer look, never urgent.
      (3, case when w.late then jsonb_build_object(
            'code', 'late_often', 'late', p_handed - p_on_time, 'of', p_handed, 'percent', w.on_time,
            'limit', 75, 'level', 'medium') end),
      -- Activity is context for work that is already slipping, never a flag of its own: weeks
      -- without a hand-in are often just weeks without anything due.
      (4, case when (w.missed or w.incomplete or w.late or w.fell)
                    and p_weeks_of > 0 and w.participation < 75 then jsonb_build_object(
            'code', 'participation_low', 'active', p_active_weeks, 'of', p_weeks_of, 'percent', w.participation,
            'limit', 75, 'level', 'medium') end),
      (5, case when w.fell then jsonb_build_object(
            'code', 'average_fell', 'from', round(p_before_average), 'to', round(p_after_average),
            'weeks', 3, 'level', 'medium') end)
    ) v(ord, f)
    where f is not null
  )
  select jsonb_build_object(
    'metrics', jsonb_build_object(
      'assignmentCompletion', w.completion, 'onTimeRate', w.on_time, 'averageScore', w.average,
      'participationScore', w.participation, 'attendanceRate', null),
    'reasons', case when p_due = 0 and p_graded = 0 then '[{"code":"no_work_yet","level":"low"}]'::jsonb else flags.list end,
    'riskLevel', case when flags.list @> '[{"level":"high"}]' then 'high'
                      when flags.list @> '[{"level":"medium"}]' then 'medium' else 'low' end,
    'engagementScore', (select round(avg(x)) from unnest(array[w.completion, w.on_time, w.participation]) x))
  from w, flags
$$;

comment on function private.insight_assess(bigint, bigint, bigint, bigint, numeric, bigint, bigint, numeric, bigint, numeric, bigint, bigint, bigint) is
  'The insight rule: counts of due, handed-in, on-time and graded work, recent misses, the average before and after three weeks ago and active weeks → metrics, flags (code + numbers + the line crossed + level), risk level and engagement score. High only for 3+ of the last 5 not handed in; activity only beside another flag.';

-- The per-figure level it used is no longer part of the rule.
drop function private.insight_level(numeric);

-- Records stored by the old rule (and their stored risk rank) are forgotten; the next read of
-- each recomputes them.
delete from private.insight_student_cache;

delete from private.insight_group_cache;

delete from private.insight_teacher_cache;

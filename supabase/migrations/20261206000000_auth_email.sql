-- Oppi data model: the auth server's e-mails (invitation, sign-up confirmation, magic link or
-- code, password reset, address change, reauthentication) leave through Oppi's own e-mail
-- queue, in Oppi's templates and the reader's language, instead of the auth server's built-in
-- English-only ones.
--
-- The way in is GoTrue's Send Email Hook (supabase/config.toml [auth.hook.send_email]): instead
-- of mailing, the auth server calls public.send_email_hook(event) inside the transaction that
-- made the token, as supabase_auth_admin, with
--   {user, email_data: {token, token_hash, redirect_to, email_action_type, site_url,
--                       token_new, token_hash_new, …}}.
-- The hook only queues: one row of private.email_outbox per e-mail (two for a secure address
-- change, one to each address), template 'auth', sent at once by the worker that sends the rest
-- of Oppi's e-mail (lib/email/worker.ts) — never in a digest and whatever the person's
-- preferences, since the account cannot work without it. The row holds the one-time code and
-- token hash, so it stays in `private`, which the API does not expose and nobody but the
-- service role's worker functions reads; once sent, the secrets are wiped from the row.
--
-- The reader's language: the profile's (private.email_locale) when the account has one; else
-- what the sign-up or invitation put in user_metadata.locale ('en'/'fi'; the app writes the
-- language its page was in); else Finnish, the language of the schools Oppi is for.

alter table private.email_outbox drop constraint email_outbox_template_check;

alter table private.email_outbox
  add constraint email_outbox_template_check check (template in ('notification', 'digest', 'auth'));

-- An auth e-mail's secrets are worth nothing once sent (and only worth stealing before): the
-- row that reports the sending keeps what it was, not the code or the link's token.
create or replace function private.email_forget_auth_secrets()
returns trigger language plpgsql set search_path = ''
as $$
begin
  if new.template = 'auth' and new.status in ('sent', 'failed') then
    new.data := new.data - 'token' - 'token_hash';
  end if;
  return new;
end
$$;

create trigger email_outbox_forget_auth_secrets before update of status on private.email_outbox
  for each row execute function private.email_forget_auth_secrets();

create or replace function private.auth_email_locale(p_user jsonb)
returns text language sql stable security definer set search_path = ''
as $$
  select coalesce(
    (select private.email_locale(p.id) from public.profiles p
     where p.user_id = (p_user ->> 'id')::uuid and p.is_active),
    case lower(coalesce(p_user -> 'user_metadata' ->> 'locale', p_user -> 'user_metadata' ->> 'language', ''))
      when 'en' then 'en' when 'english' then 'en' when 'fi' then 'fi' when 'finnish' then 'fi'
    end,
    'fi')
$$;

create or replace function public.send_email_hook(event jsonb)
returns jsonb language plpgsql volatile security definer set search_path = ''
as $$
declare
  v_user jsonb := coalesce(event -> 'user', '{}'::jsonb);
  v_mail jsonb := coalesce(event -> 'email_data', '{}'::jsonb);
  v_action text := v_mail ->> 'email_action_type';
  v_email text := lower(coalesce(v_user ->> 'email', ''));
  v_new_email text := lower(coalesce(v_user ->> 'new_email', ''));
  v_profile uuid;
  v_school uuid;
  v_locale text := private.auth_email_locale(v_user);
  v_common jsonb;
  v_mails jsonb;
  v_one jsonb;
begin
  if coalesce(v_action, '') not in ('signup', 'invite', 'magiclink', 'recovery', 'email_change', 'reauthentication', 'email') then
    -- Notices Oppi does not send (password changed, factor enrolled…): nothing to queue.
    return '{}'::jsonb;
  end if;
  select p.id, p.school_id into v_profile, v_school from public.profiles p
  where p.user_id = (v_user ->> 'id')::uuid;
  v_common := jsonb_build_object(
    'action', v_action,
    'redirect_to', coalesce(v_mail ->> 'redirect_to', ''),
    'site_url', coalesce(v_mail ->> 'site_url', ''));
  if v_action = 'email_change' and coalesce(v_mail ->> 'token_hash_new', '') <> '' then
    -- Secure address change: GoTrue puts the current address's code in token with its hash in
    -- token_hash_new, and the new address's code in token_new with its hash in token_hash.
    v_mails := jsonb_build_array(
      jsonb_build_object('to', v_email, 'token', v_mail ->> 'token', 'token_hash', v_mail ->> 'token_hash_new',
                         'new_email', v_new_email),
      jsonb_build_object('to', v_new_email, 'token', v_mail ->> 'token_new', 'token_hash', v_mail ->> 'token_hash',
                         'new_email', v_new_email));
  elsif v_action = 'email_change' then
    v_mails := jsonb_build_array(
      jsonb_build_object('to', v_new_email, 'token', v_mail ->> 'token', 'token_hash', v_mail ->> 'token_hash',
                         'new_email', v_new_email));
  else
    v_mails := jsonb_build_array(
      jsonb_build_object('to', v_email, 'token', v_mail ->> 'token', 'token_hash', coalesce(v_mail ->> 'token_hash', '')));
  end if;
  for v_one in select value from jsonb_array_elements(v_mails) loop
    if coalesce(v_one ->> 'to', '') !~ '^[^@\s]+@[^@\s]+$' then
      return jsonb_build_object('error', jsonb_build_object(
        'http_code', 500, 'message', 'The e-mail has no address to go to.'));
    end if;
    insert into private.email_outbox (school_id, profile_id, to_address, locale, template, data, dedupe_key)
    values (v_school, v_profile, v_one ->> 'to', v_locale, 'auth', v_common || (v_one - 'to'),
            'auth:' || gen_random_uuid());
  end loop;
  return '{}'::jsonb;
end
$$;

comment on function public.send_email_hook(jsonb) is
  'GoTrue''s Send Email Hook ([auth.hook.send_email]): queues the auth e-mail in private.email_outbox for Oppi''s worker.';

-- As Supabase asks of every Postgres hook: only the auth server may call it.
revoke all on function public.send_email_hook(jsonb) from public, anon, authenticated, service_role;

grant execute on function public.send_email_hook(jsonb) to supabase_auth_admin;

revoke all on function private.auth_email_locale(jsonb), private.email_forget_auth_secrets()
  from public, anon, authenticated;

-- ---------------------------------------------------------------------------------------
-- The worker's side
-- ---------------------------------------------------------------------------------------
-- A worker may claim only some templates: the integration tests' inbox worker sends the auth
-- e-mails at once while the queue's own tests send the rest through servers they control.
drop function public.email_claim(integer, integer);

create function public.email_claim(p_limit integer default 10, p_lease_seconds integer default 60,
                                   p_templates text[] default null)
returns table (id uuid, claim_token uuid, to_address text, locale text, template text, data jsonb,
               attempts integer, created_at timestamptz)
language plpgsql volatile security definer set search_path = ''
as $$
begin
  return query
    update private.email_outbox o
    set status = 'sending', claim_token = gen_random_uuid(), attempts = o.attempts + 1,
        locked_until = now() + make_interval(secs => greatest(p_lease_seconds, 5))
    where o.id in (
      select q.id from private.email_outbox q
      where ((q.status = 'queued' and q.next_attempt_at <= now())
          or (q.status = 'sending' and q.locked_until < now()))
        and (p_templates is null or q.template = any (p_templates))
      order by q.next_attempt_at
      limit least(greatest(p_limit, 1), 100)
      for update skip locked)
    returning o.id, o.claim_token, o.to_address, o.locale, o.template, o.data, o.attempts, o.created_at;
end
$$;

-- Whether an auth e-mail to this address is still on its way (queued, or being sent): what an
-- operator asks when someone says the link never came, and what the test inboxes wait for.
create function public.auth_email_pending(p_address text)
returns boolean language sql stable security definer set search_path = ''
as $$
  select exists (
    select 1 from private.email_outbox o
    where o.template = 'auth' and lower(o.to_address) = lower(p_address)
      and o.status in ('queued', 'sending'))
$$;

revoke all on function public.email_claim(integer, integer, text[]), public.auth_email_pending(text)
  from public, anon, authenticated;

grant execute on function public.email_claim(integer, integer, text[]), public.auth_email_pending(text)
  to service_role;

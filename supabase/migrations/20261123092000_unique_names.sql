-- Two classes of one school, or two subjects of one class, with the same name are a mistake
-- nobody can tell apart in a list or a menu: the database refuses the second one (23505), so
-- every way of writing (forms, import, restore from the bin) keeps to it. Case and surrounding
-- spaces do not make a name different.
create unique index classes_school_name_key on public.classes (school_id, lower(btrim(name)));
create unique index subjects_class_name_key on public.subjects (class_id, lower(btrim(name)));

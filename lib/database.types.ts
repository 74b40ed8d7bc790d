export type Json =
  | string
  | number
  | boolean
  | null
  | { [key: string]: Json | undefined }
  | Json[]

export type Database = {
  // Allows to automatically instantiate createClient with right options
  // instead of createClient<Database, { PostgrestVersion: 'XX' }>(URL, KEY)
  __InternalSupabase: {
    PostgrestVersion: "13.0.5"
  }
  public: {
    Tables: {
      accessibility_settings: {
        Row: {
          adaptive_support: string[] | null
          banner_dismissed: boolean
          profile_id: string
          settings: Json
          speech: Json | null
          updated_at: string
        }
        Insert: {
          adaptive_support?: string[] | null
          banner_dismissed?: boolean
          profile_id: string
          settings?: Json
          speech?: Json | null
          updated_at?: string
        }
        Update: {
          adaptive_support?: string[] | null
          banner_dismissed?: boolean
          profile_id?: string
          settings?: Json
          speech?: Json | null
          updated_at?: string
        }
        Relationships: [
          {
            foreignKeyName: "accessibility_settings_profile_id_fkey"
            columns: ["profile_id"]
            isOneToOne: true
            referencedRelation: "class_teachers"
            referencedColumns: ["teacher_id"]
          },
          {
            foreignKeyName: "accessibility_settings_profile_id_fkey"
            columns: ["profile_id"]
            isOneToOne: true
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "accessibility_settings_profile_id_fkey"
            columns: ["profile_id"]
            isOneToOne: true
            referencedRelation: "waiting_members"
            referencedColumns: ["id"]
          },
        ]
      }
      account_events: {
        Row: {
          action: string
          actor_id: string | null
          actor_name: string
          created_at: string
          id: number
          profile_id: string
          school_id: string
        }
        Insert: {
          action: string
          actor_id?: string | null
          actor_name?: string
          created_at?: string
          id?: never
          profile_id: string
          school_id: string
        }
        Update: {
          action?: string
          actor_id?: string | null
          actor_name?: string
          created_at?: string
          id?: never
          profile_id?: string
          school_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "account_events_actor_id_fkey"
            columns: ["actor_id"]
            isOneToOne: false
            referencedRelation: "class_teachers"
            referencedColumns: ["teacher_id"]
          },
          {
            foreignKeyName: "account_events_actor_id_fkey"
            columns: ["actor_id"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "account_events_actor_id_fkey"
            columns: ["actor_id"]
            isOneToOne: false
            referencedRelation: "waiting_members"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "account_events_profile_id_fkey"
            columns: ["profile_id"]
            isOneToOne: false
            referencedRelation: "class_teachers"
            referencedColumns: ["teacher_id"]
          },
          {
            foreignKeyName: "account_events_profile_id_fkey"
            columns: ["profile_id"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "account_events_profile_id_fkey"
            columns: ["profile_id"]
            isOneToOne: false
            referencedRelation: "waiting_members"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "account_events_school_id_fkey"
            columns: ["school_id"]
            isOneToOne: false
            referencedRelation: "schools"
            referencedColumns: ["id"]
          },
        ]
      }
      account_security: {
        Row: {
          has_verified_factor: boolean
          profile_id: string
          updated_at: string
        }
        Insert: {
          has_verified_factor?: boolean
          profile_id: string
          updated_at?: string
        }
        Update: {
          has_verified_factor?: boolean
          profile_id?: string
          updated_at?: string
        }
        Relationships: [
          {
            foreignKeyName: "account_security_profile_id_fkey"
            columns: ["profile_id"]
            isOneToOne: true
            referencedRelation: "class_teachers"
            referencedColumns: ["teacher_id"]
          },
          {
            foreignKeyName: "account_security_profile_id_fkey"
            columns: ["profile_id"]
            isOneToOne: true
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "account_security_profile_id_fkey"
            columns: ["profile_id"]
            isOneToOne: true
            referencedRelation: "waiting_members"
            referencedColumns: ["id"]
          },
        ]
      }
      announcement_comments: {
        Row: {
          announcement_id: string
          author_id: string | null
          body: string
          created_at: string
          id: string
          school_id: string
        }
        Insert: {
          announcement_id: string
          author_id?: string | null
          body: string
          created_at?: string
          id?: string
          school_id?: string
        }
        Update: {
          announcement_id?: string
          author_id?: string | null
          body?: string
          created_at?: string
          id?: string
          school_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "announcement_comments_announcement_fkey"
            columns: ["announcement_id", "school_id"]
            isOneToOne: false
            referencedRelation: "announcements"
            referencedColumns: ["id", "school_id"]
          },
          {
            foreignKeyName: "announcement_comments_author_fkey"
            columns: ["author_id", "school_id"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id", "school_id"]
          },
        ]
      }
      announcements: {
        Row: {
          attachment_sizes: number[] | null
          attachments: string[]
          author_id: string | null
          body: string
          class_id: string
          comments_allowed: boolean
          created_at: string
          id: string
          publish_at: string
          school_id: string
          subject_id: string | null
          title: string
          updated_at: string
        }
        Insert: {
          attachments?: string[]
          author_id?: string | null
          body: string
          class_id: string
          comments_allowed?: boolean
          created_at?: string
          id?: string
          publish_at?: string
          school_id?: string
          subject_id?: string | null
          title: string
          updated_at?: string
        }
        Update: {
          attachments?: string[]
          author_id?: string | null
          body?: string
          class_id?: string
          comments_allowed?: boolean
          created_at?: string
          id?: string
          publish_at?: string
          school_id?: string
          subject_id?: string | null
          title?: string
          updated_at?: string
        }
        Relationships: [
          {
            foreignKeyName: "announcements_author_fkey"
            columns: ["author_id", "school_id"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id", "school_id"]
          },
          {
            foreignKeyName: "announcements_class_fkey"
            columns: ["class_id", "school_id"]
            isOneToOne: false
            referencedRelation: "classes"
            referencedColumns: ["id", "school_id"]
          },
          {
            foreignKeyName: "announcements_school_id_fkey"
            columns: ["school_id"]
            isOneToOne: false
            referencedRelation: "schools"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "announcements_subject_fkey"
            columns: ["subject_id", "school_id"]
            isOneToOne: false
            referencedRelation: "subjects"
            referencedColumns: ["id", "school_id"]
          },
        ]
      }
      assignment_submissions: {
        Row: {
          assignment_id: string
          attachment_path: string | null
          content: string | null
          created_at: string
          feedback: string | null
          graded_at: string | null
          graded_by: string | null
          id: string
          school_id: string
          score: number | null
          student_id: string
          submitted_at: string
          updated_at: string
        }
        Insert: {
          assignment_id: string
          attachment_path?: string | null
          content?: string | null
          created_at?: string
          feedback?: string | null
          graded_at?: string | null
          graded_by?: string | null
          id?: string
          school_id?: string
          score?: number | null
          student_id?: string
          submitted_at?: string
          updated_at?: string
        }
        Update: {
          assignment_id?: string
          attachment_path?: string | null
          content?: string | null
          created_at?: string
          feedback?: string | null
          graded_at?: string | null
          graded_by?: string | null
          id?: string
          school_id?: string
          score?: number | null
          student_id?: string
          submitted_at?: string
          updated_at?: string
        }
        Relationships: [
          {
            foreignKeyName: "assignment_submissions_assignment_fkey"
            columns: ["assignment_id", "school_id"]
            isOneToOne: false
            referencedRelation: "assignments"
            referencedColumns: ["id", "school_id"]
          },
          {
            foreignKeyName: "assignment_submissions_graded_by_fkey"
            columns: ["graded_by", "school_id"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id", "school_id"]
          },
          {
            foreignKeyName: "assignment_submissions_school_id_fkey"
            columns: ["school_id"]
            isOneToOne: false
            referencedRelation: "schools"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "assignment_submissions_student_fkey"
            columns: ["student_id", "school_id"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id", "school_id"]
          },
        ]
      }
      assignments: {
        Row: {
          created_at: string
          created_by: string | null
          due_at: string | null
          id: string
          instructions: string | null
          is_active: boolean
          max_score: number
          school_id: string
          subject_id: string
          title: string
          updated_at: string
        }
        Insert: {
          created_at?: string
          created_by?: string | null
          due_at?: string | null
          id?: string
          instructions?: string | null
          is_active?: boolean
          max_score?: number
          school_id?: string
          subject_id: string
          title: string
          updated_at?: string
        }
        Update: {
          created_at?: string
          created_by?: string | null
          due_at?: string | null
          id?: string
          instructions?: string | null
          is_active?: boolean
          max_score?: number
          school_id?: string
          subject_id?: string
          title?: string
          updated_at?: string
        }
        Relationships: [
          {
            foreignKeyName: "assignments_created_by_fkey"
            columns: ["created_by", "school_id"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id", "school_id"]
          },
          {
            foreignKeyName: "assignments_school_id_fkey"
            columns: ["school_id"]
            isOneToOne: false
            referencedRelation: "schools"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "assignments_subject_fkey"
            columns: ["subject_id", "school_id"]
            isOneToOne: false
            referencedRelation: "subjects"
            referencedColumns: ["id", "school_id"]
          },
        ]
      }
      classes: {
        Row: {
          created_at: string
          description: string | null
          grade_level: number | null
          id: string
          is_active: boolean
          name: string
          school_id: string
          teacher_id: string | null
          updated_at: string
        }
        Insert: {
          created_at?: string
          description?: string | null
          grade_level?: number | null
          id?: string
          is_active?: boolean
          name: string
          school_id?: string
          teacher_id?: string | null
          updated_at?: string
        }
        Update: {
          created_at?: string
          description?: string | null
          grade_level?: number | null
          id?: string
          is_active?: boolean
          name?: string
          school_id?: string
          teacher_id?: string | null
          updated_at?: string
        }
        Relationships: [
          {
            foreignKeyName: "classes_school_id_fkey"
            columns: ["school_id"]
            isOneToOne: false
            referencedRelation: "schools"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "classes_teacher_fkey"
            columns: ["teacher_id", "school_id"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id", "school_id"]
          },
        ]
      }
      deleted_items: {
        Row: {
          deleted_at: string
          deleted_by: string | null
          id: string
          item_data: Json
          item_id: string
          item_label: string
          related_data: Json
          school_id: string
          table_name: string
        }
        Insert: {
          deleted_at?: string
          deleted_by?: string | null
          id?: string
          item_data: Json
          item_id: string
          item_label?: string
          related_data?: Json
          school_id: string
          table_name: string
        }
        Update: {
          deleted_at?: string
          deleted_by?: string | null
          id?: string
          item_data?: Json
          item_id?: string
          item_label?: string
          related_data?: Json
          school_id?: string
          table_name?: string
        }
        Relationships: [
          {
            foreignKeyName: "deleted_items_deleted_by_fkey"
            columns: ["deleted_by", "school_id"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id", "school_id"]
          },
          {
            foreignKeyName: "deleted_items_school_id_fkey"
            columns: ["school_id"]
            isOneToOne: false
            referencedRelation: "schools"
            referencedColumns: ["id"]
          },
        ]
      }
      email_preferences: {
        Row: {
          cadence: string
          kind: string
          profile_id: string
          updated_at: string
        }
        Insert: {
          cadence: string
          kind: string
          profile_id: string
          updated_at?: string
        }
        Update: {
          cadence?: string
          kind?: string
          profile_id?: string
          updated_at?: string
        }
        Relationships: [
          {
            foreignKeyName: "email_preferences_profile_id_fkey"
            columns: ["profile_id"]
            isOneToOne: false
            referencedRelation: "class_teachers"
            referencedColumns: ["teacher_id"]
          },
          {
            foreignKeyName: "email_preferences_profile_id_fkey"
            columns: ["profile_id"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "email_preferences_profile_id_fkey"
            columns: ["profile_id"]
            isOneToOne: false
            referencedRelation: "waiting_members"
            referencedColumns: ["id"]
          },
        ]
      }
      guardian_links: {
        Row: {
          created_at: string
          id: string
          parent_id: string
          school_id: string
          source: string
          student_id: string
        }
        Insert: {
          created_at?: string
          id?: string
          parent_id: string
          school_id: string
          source?: string
          student_id: string
        }
        Update: {
          created_at?: string
          id?: string
          parent_id?: string
          school_id?: string
          source?: string
          student_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "guardian_links_parent_fkey"
            columns: ["parent_id", "school_id"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id", "school_id"]
          },
          {
            foreignKeyName: "guardian_links_school_id_fkey"
            columns: ["school_id"]
            isOneToOne: false
            referencedRelation: "schools"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "guardian_links_student_fkey"
            columns: ["student_id", "school_id"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id", "school_id"]
          },
        ]
      }
      invitations: {
        Row: {
          accepted_at: string | null
          child_ids: string[]
          class_id: string | null
          created_at: string
          email: string
          expires_at: string
          first_name: string
          grade_level: number | null
          id: string
          invited_by: string | null
          last_name: string
          parent_email: string | null
          revoked_at: string | null
          role: string
          school_id: string
          updated_at: string
          user_id: string | null
        }
        Insert: {
          accepted_at?: string | null
          child_ids?: string[]
          class_id?: string | null
          created_at?: string
          email: string
          expires_at?: string
          first_name?: string
          grade_level?: number | null
          id?: string
          invited_by?: string | null
          last_name?: string
          parent_email?: string | null
          revoked_at?: string | null
          role: string
          school_id: string
          updated_at?: string
          user_id?: string | null
        }
        Update: {
          accepted_at?: string | null
          child_ids?: string[]
          class_id?: string | null
          created_at?: string
          email?: string
          expires_at?: string
          first_name?: string
          grade_level?: number | null
          id?: string
          invited_by?: string | null
          last_name?: string
          parent_email?: string | null
          revoked_at?: string | null
          role?: string
          school_id?: string
          updated_at?: string
          user_id?: string | null
        }
        Relationships: [
          {
            foreignKeyName: "invitations_class_fkey"
            columns: ["class_id", "school_id"]
            isOneToOne: false
            referencedRelation: "classes"
            referencedColumns: ["id", "school_id"]
          },
          {
            foreignKeyName: "invitations_invited_by_fkey"
            columns: ["invited_by"]
            isOneToOne: false
            referencedRelation: "class_teachers"
            referencedColumns: ["teacher_id"]
          },
          {
            foreignKeyName: "invitations_invited_by_fkey"
            columns: ["invited_by"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "invitations_invited_by_fkey"
            columns: ["invited_by"]
            isOneToOne: false
            referencedRelation: "waiting_members"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "invitations_school_id_fkey"
            columns: ["school_id"]
            isOneToOne: false
            referencedRelation: "schools"
            referencedColumns: ["id"]
          },
        ]
      }
      message_participants: {
        Row: {
          archived: boolean
          is_sender: boolean
          joined_at: string
          last_read_at: string | null
          profile_id: string
          school_id: string
          thread_id: string
        }
        Insert: {
          archived?: boolean
          is_sender?: boolean
          joined_at?: string
          last_read_at?: string | null
          profile_id: string
          school_id: string
          thread_id: string
        }
        Update: {
          archived?: boolean
          is_sender?: boolean
          joined_at?: string
          last_read_at?: string | null
          profile_id?: string
          school_id?: string
          thread_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "message_participants_profile_fkey"
            columns: ["profile_id", "school_id"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id", "school_id"]
          },
          {
            foreignKeyName: "message_participants_thread_fkey"
            columns: ["thread_id", "school_id"]
            isOneToOne: false
            referencedRelation: "message_threads"
            referencedColumns: ["id", "school_id"]
          },
        ]
      }
      message_threads: {
        Row: {
          about_student_id: string | null
          audience: Json
          created_at: string
          created_by: string | null
          id: string
          important: boolean
          last_message_at: string
          reply_policy: string
          school_id: string
          subject: string
        }
        Insert: {
          about_student_id?: string | null
          audience?: Json
          created_at?: string
          created_by?: string | null
          id?: string
          important?: boolean
          last_message_at?: string
          reply_policy?: string
          school_id: string
          subject: string
        }
        Update: {
          about_student_id?: string | null
          audience?: Json
          created_at?: string
          created_by?: string | null
          id?: string
          important?: boolean
          last_message_at?: string
          reply_policy?: string
          school_id?: string
          subject?: string
        }
        Relationships: [
          {
            foreignKeyName: "message_threads_about_student_fkey"
            columns: ["about_student_id", "school_id"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id", "school_id"]
          },
          {
            foreignKeyName: "message_threads_created_by_fkey"
            columns: ["created_by", "school_id"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id", "school_id"]
          },
          {
            foreignKeyName: "message_threads_school_id_fkey"
            columns: ["school_id"]
            isOneToOne: false
            referencedRelation: "schools"
            referencedColumns: ["id"]
          },
        ]
      }
      messages: {
        Row: {
          attachment_sizes: number[] | null
          attachments: string[]
          body: string
          created_at: string
          id: string
          private_to: string | null
          school_id: string
          sender_id: string | null
          thread_id: string
        }
        Insert: {
          attachments?: string[]
          body: string
          created_at?: string
          id?: string
          private_to?: string | null
          school_id: string
          sender_id?: string | null
          thread_id: string
        }
        Update: {
          attachments?: string[]
          body?: string
          created_at?: string
          id?: string
          private_to?: string | null
          school_id?: string
          sender_id?: string | null
          thread_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "messages_private_to_fkey"
            columns: ["private_to", "school_id"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id", "school_id"]
          },
          {
            foreignKeyName: "messages_sender_fkey"
            columns: ["sender_id", "school_id"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id", "school_id"]
          },
          {
            foreignKeyName: "messages_thread_fkey"
            columns: ["thread_id", "school_id"]
            isOneToOne: false
            referencedRelation: "message_threads"
            referencedColumns: ["id", "school_id"]
          },
        ]
      }
      notifications: {
        Row: {
          created_at: string
          created_by: string | null
          data: Json
          id: string
          kind: string | null
          link: string | null
          message: string
          read: boolean
          school_id: string
          title: string
          type: string
          user_id: string
        }
        Insert: {
          created_at?: string
          created_by?: string | null
          data?: Json
          id?: string
          kind?: string | null
          link?: string | null
          message?: string
          read?: boolean
          school_id?: string
          title: string
          type?: string
          user_id: string
        }
        Update: {
          created_at?: string
          created_by?: string | null
          data?: Json
          id?: string
          kind?: string | null
          link?: string | null
          message?: string
          read?: boolean
          school_id?: string
          title?: string
          type?: string
          user_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "notifications_created_by_fkey"
            columns: ["created_by", "school_id"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id", "school_id"]
          },
          {
            foreignKeyName: "notifications_school_id_fkey"
            columns: ["school_id"]
            isOneToOne: false
            referencedRelation: "schools"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "notifications_user_fkey"
            columns: ["user_id", "school_id"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id", "school_id"]
          },
        ]
      }
      profile_sensitive: {
        Row: {
          address: Json | null
          created_at: string
          date_of_birth: string | null
          disability_details: Json | null
          emergency_contacts: Json
          gender: string | null
          guardian_email: string | null
          guardian_name: string | null
          guardian_phone: string | null
          iep_document_path: string | null
          medical_information: Json | null
          notes: string | null
          parent_email: string | null
          phone_number: string | null
          profile_id: string
          updated_at: string
        }
        Insert: {
          address?: Json | null
          created_at?: string
          date_of_birth?: string | null
          disability_details?: Json | null
          emergency_contacts?: Json
          gender?: string | null
          guardian_email?: string | null
          guardian_name?: string | null
          guardian_phone?: string | null
          iep_document_path?: string | null
          medical_information?: Json | null
          notes?: string | null
          parent_email?: string | null
          phone_number?: string | null
          profile_id: string
          updated_at?: string
        }
        Update: {
          address?: Json | null
          created_at?: string
          date_of_birth?: string | null
          disability_details?: Json | null
          emergency_contacts?: Json
          gender?: string | null
          guardian_email?: string | null
          guardian_name?: string | null
          guardian_phone?: string | null
          iep_document_path?: string | null
          medical_information?: Json | null
          notes?: string | null
          parent_email?: string | null
          phone_number?: string | null
          profile_id?: string
          updated_at?: string
        }
        Relationships: [
          {
            foreignKeyName: "profile_sensitive_profile_id_fkey"
            columns: ["profile_id"]
            isOneToOne: true
            referencedRelation: "class_teachers"
            referencedColumns: ["teacher_id"]
          },
          {
            foreignKeyName: "profile_sensitive_profile_id_fkey"
            columns: ["profile_id"]
            isOneToOne: true
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "profile_sensitive_profile_id_fkey"
            columns: ["profile_id"]
            isOneToOne: true
            referencedRelation: "waiting_members"
            referencedColumns: ["id"]
          },
        ]
      }
      profiles: {
        Row: {
          accessibility_preferences: Json
          accommodations_needed: string[]
          approved_at: string | null
          assistive_technology: string[]
          avatar_path: string | null
          communication_preferences: Json
          created_at: string
          disabilities: string[]
          email: string
          first_name: string
          grade_level: number | null
          id: string
          iep_status: boolean
          is_active: boolean
          last_name: string
          learning_preferences: Json
          removed_at: string | null
          role: string
          school_id: string
          school_name: string
          support_services: string[]
          updated_at: string
          user_id: string
        }
        Insert: {
          accessibility_preferences?: Json
          accommodations_needed?: string[]
          approved_at?: string | null
          assistive_technology?: string[]
          avatar_path?: string | null
          communication_preferences?: Json
          created_at?: string
          disabilities?: string[]
          email?: string
          first_name?: string
          grade_level?: number | null
          id: string
          iep_status?: boolean
          is_active?: boolean
          last_name?: string
          learning_preferences?: Json
          removed_at?: string | null
          role: string
          school_id: string
          school_name?: string
          support_services?: string[]
          updated_at?: string
          user_id: string
        }
        Update: {
          accessibility_preferences?: Json
          accommodations_needed?: string[]
          approved_at?: string | null
          assistive_technology?: string[]
          avatar_path?: string | null
          communication_preferences?: Json
          created_at?: string
          disabilities?: string[]
          email?: string
          first_name?: string
          grade_level?: number | null
          id?: string
          iep_status?: boolean
          is_active?: boolean
          last_name?: string
          learning_preferences?: Json
          removed_at?: string | null
          role?: string
          school_id?: string
          school_name?: string
          support_services?: string[]
          updated_at?: string
          user_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "profiles_school_id_fkey"
            columns: ["school_id"]
            isOneToOne: false
            referencedRelation: "schools"
            referencedColumns: ["id"]
          },
        ]
      }
      quiz_attempts: {
        Row: {
          completed_at: string
          created_at: string
          id: string
          school_id: string
          score: number
          started_at: string | null
          student_id: string
          subject_id: string
          title: string
        }
        Insert: {
          completed_at?: string
          created_at?: string
          id?: string
          school_id?: string
          score: number
          started_at?: string | null
          student_id?: string
          subject_id: string
          title?: string
        }
        Update: {
          completed_at?: string
          created_at?: string
          id?: string
          school_id?: string
          score?: number
          started_at?: string | null
          student_id?: string
          subject_id?: string
          title?: string
        }
        Relationships: [
          {
            foreignKeyName: "quiz_attempts_school_id_fkey"
            columns: ["school_id"]
            isOneToOne: false
            referencedRelation: "schools"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "quiz_attempts_student_fkey"
            columns: ["student_id", "school_id"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id", "school_id"]
          },
          {
            foreignKeyName: "quiz_attempts_subject_fkey"
            columns: ["subject_id", "school_id"]
            isOneToOne: false
            referencedRelation: "subjects"
            referencedColumns: ["id", "school_id"]
          },
        ]
      }
      schools: {
        Row: {
          bin_retention_days: number
          created_at: string
          extended_time_factor: number
          id: string
          name: string
          require_staff_mfa: boolean
          student_messaging: boolean
          updated_at: string
        }
        Insert: {
          bin_retention_days?: number
          created_at?: string
          extended_time_factor?: number
          id?: string
          name: string
          require_staff_mfa?: boolean
          student_messaging?: boolean
          updated_at?: string
        }
        Update: {
          bin_retention_days?: number
          created_at?: string
          extended_time_factor?: number
          id?: string
          name?: string
          require_staff_mfa?: boolean
          student_messaging?: boolean
          updated_at?: string
        }
        Relationships: []
      }
      sensitive_access_log: {
        Row: {
          accessed_at: string
          accessed_by: string | null
          accessed_by_name: string
          accessed_by_role: string
          field: string
          id: number
          profile_id: string
          school_id: string
        }
        Insert: {
          accessed_at?: string
          accessed_by?: string | null
          accessed_by_name: string
          accessed_by_role: string
          field: string
          id?: never
          profile_id: string
          school_id: string
        }
        Update: {
          accessed_at?: string
          accessed_by?: string | null
          accessed_by_name?: string
          accessed_by_role?: string
          field?: string
          id?: never
          profile_id?: string
          school_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "sensitive_access_log_accessed_by_fkey"
            columns: ["accessed_by"]
            isOneToOne: false
            referencedRelation: "class_teachers"
            referencedColumns: ["teacher_id"]
          },
          {
            foreignKeyName: "sensitive_access_log_accessed_by_fkey"
            columns: ["accessed_by"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "sensitive_access_log_accessed_by_fkey"
            columns: ["accessed_by"]
            isOneToOne: false
            referencedRelation: "waiting_members"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "sensitive_access_log_profile_id_fkey"
            columns: ["profile_id"]
            isOneToOne: false
            referencedRelation: "class_teachers"
            referencedColumns: ["teacher_id"]
          },
          {
            foreignKeyName: "sensitive_access_log_profile_id_fkey"
            columns: ["profile_id"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "sensitive_access_log_profile_id_fkey"
            columns: ["profile_id"]
            isOneToOne: false
            referencedRelation: "waiting_members"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "sensitive_access_log_school_id_fkey"
            columns: ["school_id"]
            isOneToOne: false
            referencedRelation: "schools"
            referencedColumns: ["id"]
          },
        ]
      }
      student_accommodations: {
        Row: {
          accommodation: string
          created_at: string
          created_by: string | null
          details: string | null
          end_date: string | null
          id: string
          is_active: boolean
          school_id: string
          start_date: string | null
          student_id: string
          updated_at: string
        }
        Insert: {
          accommodation: string
          created_at?: string
          created_by?: string | null
          details?: string | null
          end_date?: string | null
          id?: string
          is_active?: boolean
          school_id?: string
          start_date?: string | null
          student_id: string
          updated_at?: string
        }
        Update: {
          accommodation?: string
          created_at?: string
          created_by?: string | null
          details?: string | null
          end_date?: string | null
          id?: string
          is_active?: boolean
          school_id?: string
          start_date?: string | null
          student_id?: string
          updated_at?: string
        }
        Relationships: [
          {
            foreignKeyName: "student_accommodations_created_by_fkey"
            columns: ["created_by", "school_id"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id", "school_id"]
          },
          {
            foreignKeyName: "student_accommodations_school_id_fkey"
            columns: ["school_id"]
            isOneToOne: false
            referencedRelation: "schools"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "student_accommodations_student_fkey"
            columns: ["student_id", "school_id"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id", "school_id"]
          },
        ]
      }
      student_enrollments: {
        Row: {
          class_id: string
          enrolled_at: string
          id: string
          school_id: string
          status: string
          student_id: string
          updated_at: string
        }
        Insert: {
          class_id: string
          enrolled_at?: string
          id?: string
          school_id?: string
          status?: string
          student_id: string
          updated_at?: string
        }
        Update: {
          class_id?: string
          enrolled_at?: string
          id?: string
          school_id?: string
          status?: string
          student_id?: string
          updated_at?: string
        }
        Relationships: [
          {
            foreignKeyName: "student_enrollments_class_fkey"
            columns: ["class_id", "school_id"]
            isOneToOne: false
            referencedRelation: "classes"
            referencedColumns: ["id", "school_id"]
          },
          {
            foreignKeyName: "student_enrollments_school_id_fkey"
            columns: ["school_id"]
            isOneToOne: false
            referencedRelation: "schools"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "student_enrollments_student_fkey"
            columns: ["student_id", "school_id"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id", "school_id"]
          },
        ]
      }
      student_progress_tracking: {
        Row: {
          comment: string | null
          created_at: string
          goal: string | null
          id: string
          metric: string
          progress_score: number | null
          recorded_by: string | null
          recorded_on: string
          school_id: string
          student_id: string
          subject_id: string | null
          updated_at: string
        }
        Insert: {
          comment?: string | null
          created_at?: string
          goal?: string | null
          id?: string
          metric: string
          progress_score?: number | null
          recorded_by?: string | null
          recorded_on?: string
          school_id?: string
          student_id: string
          subject_id?: string | null
          updated_at?: string
        }
        Update: {
          comment?: string | null
          created_at?: string
          goal?: string | null
          id?: string
          metric?: string
          progress_score?: number | null
          recorded_by?: string | null
          recorded_on?: string
          school_id?: string
          student_id?: string
          subject_id?: string | null
          updated_at?: string
        }
        Relationships: [
          {
            foreignKeyName: "student_progress_tracking_recorded_by_fkey"
            columns: ["recorded_by", "school_id"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id", "school_id"]
          },
          {
            foreignKeyName: "student_progress_tracking_school_id_fkey"
            columns: ["school_id"]
            isOneToOne: false
            referencedRelation: "schools"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "student_progress_tracking_student_fkey"
            columns: ["student_id", "school_id"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id", "school_id"]
          },
          {
            foreignKeyName: "student_progress_tracking_subject_fkey"
            columns: ["subject_id", "school_id"]
            isOneToOne: false
            referencedRelation: "subjects"
            referencedColumns: ["id", "school_id"]
          },
        ]
      }
      student_support_services: {
        Row: {
          created_at: string
          created_by: string | null
          details: string | null
          end_date: string | null
          frequency: string | null
          id: string
          is_active: boolean
          provider: string | null
          school_id: string
          service: string
          start_date: string | null
          student_id: string
          updated_at: string
        }
        Insert: {
          created_at?: string
          created_by?: string | null
          details?: string | null
          end_date?: string | null
          frequency?: string | null
          id?: string
          is_active?: boolean
          provider?: string | null
          school_id?: string
          service: string
          start_date?: string | null
          student_id: string
          updated_at?: string
        }
        Update: {
          created_at?: string
          created_by?: string | null
          details?: string | null
          end_date?: string | null
          frequency?: string | null
          id?: string
          is_active?: boolean
          provider?: string | null
          school_id?: string
          service?: string
          start_date?: string | null
          student_id?: string
          updated_at?: string
        }
        Relationships: [
          {
            foreignKeyName: "student_support_services_created_by_fkey"
            columns: ["created_by", "school_id"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id", "school_id"]
          },
          {
            foreignKeyName: "student_support_services_school_id_fkey"
            columns: ["school_id"]
            isOneToOne: false
            referencedRelation: "schools"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "student_support_services_student_fkey"
            columns: ["student_id", "school_id"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id", "school_id"]
          },
        ]
      }
      subject_submission_tallies: {
        Row: {
          graded: number
          handed_in: number
          school_id: string
          subject_id: string
        }
        Insert: {
          graded?: number
          handed_in?: number
          school_id: string
          subject_id: string
        }
        Update: {
          graded?: number
          handed_in?: number
          school_id?: string
          subject_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "subject_submission_tallies_subject_fkey"
            columns: ["subject_id", "school_id"]
            isOneToOne: false
            referencedRelation: "subjects"
            referencedColumns: ["id", "school_id"]
          },
        ]
      }
      subjects: {
        Row: {
          class_id: string
          created_at: string
          created_by: string | null
          description: string | null
          enrollment_enabled: boolean
          enrollment_expires_at: string | null
          id: string
          is_active: boolean
          name: string
          school_id: string
          updated_at: string
        }
        Insert: {
          class_id: string
          created_at?: string
          created_by?: string | null
          description?: string | null
          enrollment_enabled?: boolean
          enrollment_expires_at?: string | null
          id?: string
          is_active?: boolean
          name: string
          school_id?: string
          updated_at?: string
        }
        Update: {
          class_id?: string
          created_at?: string
          created_by?: string | null
          description?: string | null
          enrollment_enabled?: boolean
          enrollment_expires_at?: string | null
          id?: string
          is_active?: boolean
          name?: string
          school_id?: string
          updated_at?: string
        }
        Relationships: [
          {
            foreignKeyName: "subjects_class_fkey"
            columns: ["class_id", "school_id"]
            isOneToOne: false
            referencedRelation: "classes"
            referencedColumns: ["id", "school_id"]
          },
          {
            foreignKeyName: "subjects_created_by_fkey"
            columns: ["created_by", "school_id"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id", "school_id"]
          },
          {
            foreignKeyName: "subjects_school_id_fkey"
            columns: ["school_id"]
            isOneToOne: false
            referencedRelation: "schools"
            referencedColumns: ["id"]
          },
        ]
      }
      video_captions: {
        Row: {
          content: string
          created_at: string
          created_by: string | null
          id: string
          language: string
          school_id: string
          updated_at: string
          video_id: string
        }
        Insert: {
          content: string
          created_at?: string
          created_by?: string | null
          id?: string
          language: string
          school_id?: string
          updated_at?: string
          video_id: string
        }
        Update: {
          content?: string
          created_at?: string
          created_by?: string | null
          id?: string
          language?: string
          school_id?: string
          updated_at?: string
          video_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "video_captions_created_by_fkey"
            columns: ["created_by", "school_id"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id", "school_id"]
          },
          {
            foreignKeyName: "video_captions_school_id_fkey"
            columns: ["school_id"]
            isOneToOne: false
            referencedRelation: "schools"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "video_captions_video_fkey"
            columns: ["video_id", "school_id"]
            isOneToOne: false
            referencedRelation: "videos"
            referencedColumns: ["id", "school_id"]
          },
        ]
      }
      videos: {
        Row: {
          captions_language: string
          captions_path: string | null
          created_at: string
          created_by: string | null
          description: string | null
          duration_seconds: number | null
          external_url: string | null
          id: string
          is_active: boolean
          is_public: boolean
          school_id: string
          storage_path: string | null
          subject_id: string | null
          title: string
          transcript: string | null
          updated_at: string
        }
        Insert: {
          captions_language?: string
          captions_path?: string | null
          created_at?: string
          created_by?: string | null
          description?: string | null
          duration_seconds?: number | null
          external_url?: string | null
          id?: string
          is_active?: boolean
          is_public?: boolean
          school_id?: string
          storage_path?: string | null
          subject_id?: string | null
          title: string
          transcript?: string | null
          updated_at?: string
        }
        Update: {
          captions_language?: string
          captions_path?: string | null
          created_at?: string
          created_by?: string | null
          description?: string | null
          duration_seconds?: number | null
          external_url?: string | null
          id?: string
          is_active?: boolean
          is_public?: boolean
          school_id?: string
          storage_path?: string | null
          subject_id?: string | null
          title?: string
          transcript?: string | null
          updated_at?: string
        }
        Relationships: [
          {
            foreignKeyName: "videos_created_by_fkey"
            columns: ["created_by", "school_id"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id", "school_id"]
          },
          {
            foreignKeyName: "videos_school_id_fkey"
            columns: ["school_id"]
            isOneToOne: false
            referencedRelation: "schools"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "videos_subject_fkey"
            columns: ["subject_id", "school_id"]
            isOneToOne: false
            referencedRelation: "subjects"
            referencedColumns: ["id", "school_id"]
          },
        ]
      }
    }
    Views: {
      class_teachers: {
        Row: {
          class_id: string | null
          first_name: string | null
          last_name: string | null
          teacher_id: string | null
        }
        Relationships: []
      }
      student_work: {
        Row: {
          assignment_id: string | null
          base_due_at: string | null
          class_id: string | null
          content: string | null
          created_at: string | null
          due_at: string | null
          enrolled_at: string | null
          extended: boolean | null
          feedback: string | null
          graded_at: string | null
          instructions: string | null
          max_score: number | null
          score: number | null
          student_id: string | null
          subject_id: string | null
          subject_name: string | null
          submission_id: string | null
          submitted_at: string | null
          title: string | null
        }
        Relationships: []
      }
      submission_timeliness: {
        Row: {
          assignment_id: string | null
          is_late: boolean | null
          personal_due_at: string | null
          student_id: string | null
          submission_id: string | null
          submitted_at: string | null
        }
        Relationships: []
      }
      waiting_members: {
        Row: {
          created_at: string | null
          first_name: string | null
          id: string | null
          last_name: string | null
          role: string | null
        }
        Insert: {
          created_at?: string | null
          first_name?: string | null
          id?: string | null
          last_name?: string | null
          role?: string | null
        }
        Update: {
          created_at?: string | null
          first_name?: string | null
          id?: string | null
          last_name?: string | null
          role?: string | null
        }
        Relationships: []
      }
    }
    Functions: {
      announcement_notify_due: { Args: never; Returns: number }
      announcement_people: {
        Args: { p_announcements: string[] }
        Returns: {
          announcement_id: string
          id: string
          name: string
          role: string
        }[]
      }
      attachment_sizes:
        | {
          Args: {
            "": { attachments: string[]; body: string; created_at: string; id: string; private_to: string | null; school_id: string; sender_id: string | null; thread_id: string }
          }
          Returns: number[]
          }
        | {
          Args: {
            "": { attachments: string[]; author_id: string | null; body: string; class_id: string; comments_allowed: boolean; created_at: string; id: string; publish_at: string; school_id: string; subject_id: string | null; title: string; updated_at: string }
          }
          Returns: number[]
          }
      auth_email_pending: { Args: { p_address: string }; Returns: boolean }
      authorize_factor_reset: { Args: { member_id: string }; Returns: string }
      before_user_created_hook: { Args: { event: Json }; Returns: Json }
      bin_item_assignment_ids: {
        Args: { deleted_item_id: string }
        Returns: string[]
      }
      bin_member_files: {
        Args: { deleted_item_id: string }
        Returns: {
          bucket_id: string
          name: string
        }[]
      }
      create_recovery_codes: { Args: never; Returns: string[] }
      custom_access_token_hook: { Args: { event: Json }; Returns: Json }
      email_build_digests: { Args: { p_day?: string }; Returns: number }
      email_claim: {
        Args: {
          p_lease_seconds?: number
          p_limit?: number
          p_templates?: string[]
        }
        Returns: {
          attempts: number
          claim_token: string
          created_at: string
          data: Json
          id: string
          locale: string
          template: string
          to_address: string
        }[]
      }
      email_failed: {
        Args: {
          p_error: string
          p_id: string
          p_permanent?: boolean
          p_token: string
        }
        Returns: string
      }
      email_proven: { Args: never; Returns: boolean }
      email_queue_report: {
        Args: never
        Returns: {
          count: number
          last_error: string
          oldest: string
          status: string
        }[]
      }
      email_sent: {
        Args: { p_id: string; p_message_id: string; p_token: string }
        Returns: boolean
      }
      enroll_in_subject: { Args: { subject_id: string }; Returns: Json }
      get_enrollment_subject: { Args: { subject_id: string }; Returns: Json }
      import_students: {
        Args: { commit?: boolean; invite_parents?: boolean; rows: Json }
        Returns: Json
      }
      insight_classes: {
        Args: {
          class_filter?: string
          page_offset?: number
          page_size?: number
          search?: string
        }
        Returns: {
          class_id: string
          class_name: string
          engagement_score: number
          id: string
          last_activity: string
          metrics: Json
          name: string
          reasons: Json
          risk_level: string
          students: number
          total_count: number
          trends: Json
        }[]
      }
      insight_students: {
        Args: {
          class_filter?: string
          page_offset?: number
          page_size?: number
          search?: string
          student_filter?: string
        }
        Returns: {
          class_names: string[]
          engagement_score: number
          first_name: string
          id: string
          last_activity: string
          last_name: string
          metrics: Json
          reasons: Json
          risk_level: string
          total_count: number
          trends: Json
        }[]
      }
      insight_subjects: {
        Args: {
          class_filter?: string
          page_offset?: number
          page_size?: number
          search?: string
        }
        Returns: {
          class_id: string
          class_name: string
          engagement_score: number
          id: string
          last_activity: string
          metrics: Json
          name: string
          reasons: Json
          risk_level: string
          students: number
          total_count: number
          trends: Json
        }[]
      }
      invite_member: {
        Args: {
          child_ids?: string[]
          class_id?: string
          email: string
          first_name?: string
          grade_level?: number
          last_name?: string
          parent_email?: string
          role: string
        }
        Returns: string
      }
      late_submissions: {
        Args: { for_assignment?: string; for_subject?: string }
        Returns: {
          assignment_id: string
          attachment_path: string | null
          content: string | null
          created_at: string
          feedback: string | null
          graded_at: string | null
          graded_by: string | null
          id: string
          school_id: string
          score: number | null
          student_id: string
          submitted_at: string
          updated_at: string
        }[]
        SetofOptions: {
          from: "*"
          to: "assignment_submissions"
          isOneToOne: false
          isSetofReturn: true
        }
      }
      message_recipients: {
        Args: never
        Returns: {
          detail: string
          id: string
          name: string
          role: string
        }[]
      }
      message_thread_people: {
        Args: { p_threads: string[] }
        Returns: {
          id: string
          name: string
          role: string
          thread_id: string
        }[]
      }
      message_thread_summaries: {
        Args: { p_threads: string[] }
        Returns: {
          archived: boolean
          last_at: string
          last_from_others_at: string
          last_read_at: string
          participant: boolean
          thread_id: string
        }[]
      }
      my_email_preferences: {
        Args: never
        Returns: {
          cadence: string
          kind: string
        }[]
      }
      notifications_about: {
        Args: {
          p: { accessibility_preferences: Json; accommodations_needed: string[]; approved_at: string | null; assistive_technology: string[]; avatar_path: string | null; communication_preferences: Json; created_at: string; disabilities: string[]; email: string; first_name: string; grade_level: number | null; id: string; iep_status: boolean; is_active: boolean; last_name: string; learning_preferences: Json; removed_at: string | null; role: string; school_id: string; school_name: string; support_services: string[]; updated_at: string; user_id: string }
        }
        Returns: {
          created_at: string
          created_by: string | null
          data: Json
          id: string
          kind: string | null
          link: string | null
          message: string
          read: boolean
          school_id: string
          title: string
          type: string
          user_id: string
        }[]
        SetofOptions: {
          from: "profiles"
          to: "notifications"
          isOneToOne: false
          isSetofReturn: true
        }
      }
      own_due: {
        Args: {
          s: { assignment_id: string; attachment_path: string | null; content: string | null; created_at: string; feedback: string | null; graded_at: string | null; graded_by: string | null; id: string; school_id: string; score: number | null; student_id: string; submitted_at: string; updated_at: string }
        }
        Returns: {
          assignment_id: string | null
          is_late: boolean | null
          personal_due_at: string | null
          student_id: string | null
          submission_id: string | null
          submitted_at: string | null
        }[]
        SetofOptions: {
          from: "assignment_submissions"
          to: "submission_timeliness"
          isOneToOne: true
          isSetofReturn: true
        }
      }
      password_verification_attempt_hook: {
        Args: { event: Json }
        Returns: Json
      }
      personal_due_at: {
        Args: { assignment_id: string; student_id: string }
        Returns: string
      }
      presence_peers: {
        Args: { p_ids: string[] }
        Returns: {
          id: string
          name: string
          role: string
        }[]
      }
      principal_stats: { Args: { with_classes?: boolean }; Returns: Json }
      prove_email: { Args: never; Returns: boolean }
      purge_deleted_item: {
        Args: { deleted_item_id: string }
        Returns: undefined
      }
      purge_expired_bin_items: { Args: never; Returns: Json }
      read_sensitive_profile: {
        Args: { fields?: string[]; profile_id: string }
        Returns: Json
      }
      record_iep_document_access: {
        Args: { object_name: string; student_id: string }
        Returns: undefined
      }
      record_operator_factor_reset: {
        Args: { member_id: string }
        Returns: undefined
      }
      record_sign_in_failure: { Args: { email: string }; Returns: number }
      record_sign_in_success: { Args: never; Returns: undefined }
      recovery_codes_left: { Args: never; Returns: number }
      remove_member: { Args: { member_id: string }; Returns: string }
      reply_to_thread: {
        Args: {
          p_attachments?: string[]
          p_body: string
          p_private_to?: string
          p_thread: string
        }
        Returns: string
      }
      restore_deleted_item: { Args: { deleted_item_id: string }; Returns: Json }
      restore_member: { Args: { deleted_item_id: string }; Returns: string }
      revoke_invitation: { Args: { invitation_id: string }; Returns: undefined }
      send_email_hook: { Args: { event: Json }; Returns: Json }
      send_message: {
        Args: {
          p_attachments?: string[]
          p_audience: string
          p_body: string
          p_important?: boolean
          p_reply_policy?: string
          p_subject: string
          p_target: string
        }
        Returns: string
      }
      set_school_staff_mfa: { Args: { required: boolean }; Returns: boolean }
      sign_in_wait: { Args: { email: string }; Returns: number }
      soft_delete_item: {
        Args: { deleter_id: string; item_id: string; table_name: string }
        Returns: string
      }
      student_stats: { Args: never; Returns: Json }
      teacher_stats: { Args: never; Returns: Json }
      toggle_item_status: {
        Args: { item_id: string; table_name: string }
        Returns: boolean
      }
      update_student_profile: {
        Args: { profile?: Json; sensitive?: Json; student_id: string }
        Returns: undefined
      }
      use_recovery_code: { Args: { code: string }; Returns: boolean }
    }
    Enums: {
      [_ in never]: never
    }
    CompositeTypes: {
      [_ in never]: never
    }
  }
}

type DatabaseWithoutInternals = Omit<Database, "__InternalSupabase">

type DefaultSchema = DatabaseWithoutInternals[Extract<keyof Database, "public">]

export type Tables<
  DefaultSchemaTableNameOrOptions extends
    | keyof (DefaultSchema["Tables"] & DefaultSchema["Views"])
    | { schema: keyof DatabaseWithoutInternals },
  TableName extends DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof (DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"] &
        DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Views"])
    : never = never,
> = DefaultSchemaTableNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? (DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"] &
      DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Views"])[TableName] extends {
      Row: infer R
    }
    ? R
    : never
  : DefaultSchemaTableNameOrOptions extends keyof (DefaultSchema["Tables"] &
        DefaultSchema["Views"])
    ? (DefaultSchema["Tables"] &
        DefaultSchema["Views"])[DefaultSchemaTableNameOrOptions] extends {
        Row: infer R
      }
      ? R
      : never
    : never

export type TablesInsert<
  DefaultSchemaTableNameOrOptions extends
    | keyof DefaultSchema["Tables"]
    | { schema: keyof DatabaseWithoutInternals },
  TableName extends DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"]
    : never = never,
> = DefaultSchemaTableNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"][TableName] extends {
      Insert: infer I
    }
    ? I
    : never
  : DefaultSchemaTableNameOrOptions extends keyof DefaultSchema["Tables"]
    ? DefaultSchema["Tables"][DefaultSchemaTableNameOrOptions] extends {
        Insert: infer I
      }
      ? I
      : never
    : never

export type TablesUpdate<
  DefaultSchemaTableNameOrOptions extends
    | keyof DefaultSchema["Tables"]
    | { schema: keyof DatabaseWithoutInternals },
  TableName extends DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"]
    : never = never,
> = DefaultSchemaTableNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"][TableName] extends {
      Update: infer U
    }
    ? U
    : never
  : DefaultSchemaTableNameOrOptions extends keyof DefaultSchema["Tables"]
    ? DefaultSchema["Tables"][DefaultSchemaTableNameOrOptions] extends {
        Update: infer U
      }
      ? U
      : never
    : never

export type Enums<
  DefaultSchemaEnumNameOrOptions extends
    | keyof DefaultSchema["Enums"]
    | { schema: keyof DatabaseWithoutInternals },
  EnumName extends DefaultSchemaEnumNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaEnumNameOrOptions["schema"]]["Enums"]
    : never = never,
> = DefaultSchemaEnumNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? DatabaseWithoutInternals[DefaultSchemaEnumNameOrOptions["schema"]]["Enums"][EnumName]
  : DefaultSchemaEnumNameOrOptions extends keyof DefaultSchema["Enums"]
    ? DefaultSchema["Enums"][DefaultSchemaEnumNameOrOptions]
    : never

export type CompositeTypes<
  PublicCompositeTypeNameOrOptions extends
    | keyof DefaultSchema["CompositeTypes"]
    | { schema: keyof DatabaseWithoutInternals },
  CompositeTypeName extends PublicCompositeTypeNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[PublicCompositeTypeNameOrOptions["schema"]]["CompositeTypes"]
    : never = never,
> = PublicCompositeTypeNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? DatabaseWithoutInternals[PublicCompositeTypeNameOrOptions["schema"]]["CompositeTypes"][CompositeTypeName]
  : PublicCompositeTypeNameOrOptions extends keyof DefaultSchema["CompositeTypes"]
    ? DefaultSchema["CompositeTypes"][PublicCompositeTypeNameOrOptions]
    : never

export const Constants = {
  public: {
    Enums: {},
  },
} as const

import { useTranslation } from 'react-i18next';
import Image from '@tiptap/extension-image';
import Link from '@tiptap/extension-link';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useId, type ReactNode } from 'react';
import styles from './RichTextEditor.module.css';

export interface RichTextEditorProps {
  label: string;
  /** HTML. */
  value: string;
  onChange: (html: string) => void;
  onBlur?: () => void;
  error?: string;
}

const SAFE_URL = /^(https?:\/\/|\/|mailto:)/i;

/**
 * Rich-text editor for blog posts on tiptap (StarterKit + Link + Image): bold, italic, headings 2/3,
 * lists, blockquote, link, image by URL, undo/redo. Emits HTML; the server sanitizes it.
 */
export function RichTextEditor({ label, value, onChange, onBlur, error }: RichTextEditorProps) {
  const id = useId();
  // Built once the component is mounted, not while rendering: tiptap destroys an instance whose component has not
  // mounted within a millisecond (or has left the screen) and builds another, so `editor` may be null or, for an
  // effect still holding the earlier render's value, destroyed.
  const editor = useEditor({
    immediatelyRender: false,
    extensions: [
      StarterKit.configure({ link: false, heading: { levels: [2, 3] } }),
      Link.configure({ openOnClick: false, autolink: true, protocols: ['http', 'https', 'mailto'] }),
      Image,
    ],
    content: value,
    onUpdate: ({ editor: e }) => onChange(e.isEmpty ? '' : e.getHTML()),
    onBlur: () => onBlur?.(),
    editorProps: {
      attributes: {
        class: styles.content,
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': `${id}-label`,
        ...(error ? { 'aria-invalid': 'true', 'aria-describedby': `${id}-error` } : {}),
      },
    },
  });

  // Content replaced from outside (e.g. the post loaded after the editor started).
  useEffect(() => {
    if (!editor || editor.isDestroyed) return;
    if (value !== editor.getHTML() && !(value === '' && editor.isEmpty)) editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  return (
    <div className={styles.field}>
      <span id={`${id}-label`} className={styles.label}>
        {label}
      </span>
      <div className={`${styles.box} ${error ? styles.invalid : ''}`}>
        {editor && <Toolbar editor={editor} label={label} />}
        <EditorContent editor={editor} />
      </div>
      {error && (
        <p id={`${id}-error`} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}

function Toolbar({ editor, label }: { editor: Editor; label: string }) {
  const { t } = useTranslation('common');
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      h2: e.isActive('heading', { level: 2 }),
      h3: e.isActive('heading', { level: 3 }),
      bullet: e.isActive('bulletList'),
      ordered: e.isActive('orderedList'),
      quote: e.isActive('blockquote'),
      link: e.isActive('link'),
      canUndo: e.can().undo(),
      canRedo: e.can().redo(),
    }),
  });
  const chain = () => editor.chain().focus();

  function setLink() {
    const previous = (editor.getAttributes('link').href as string | undefined) ?? '';
    const url = window.prompt(t('editor.linkPrompt'), previous);
    if (url === null) return;
    if (url.trim() === '') {
      chain().extendMarkRange('link').unsetLink().run();
      return;
    }
    if (!SAFE_URL.test(url.trim())) {
      window.alert(t('editor.linkInvalid'));
      return;
    }
    chain().extendMarkRange('link').setLink({ href: url.trim() }).run();
  }

  function addImage() {
    const url = window.prompt(t('editor.imagePrompt'));
    if (!url?.trim()) return;
    if (!SAFE_URL.test(url.trim())) {
      window.alert(t('editor.imageInvalid'));
      return;
    }
    chain().setImage({ src: url.trim() }).run();
  }

  return (
    <div role="toolbar" aria-label={t('editor.toolbar', { label })} className={styles.toolbar}>
      <Btn label={t('editor.bold')} pressed={state.bold} onClick={() => chain().toggleBold().run()}>
        <b>B</b>
      </Btn>
      <Btn label={t('editor.italic')} pressed={state.italic} onClick={() => chain().toggleItalic().run()}>
        <i>I</i>
      </Btn>
      <Btn label={t('editor.h2')} pressed={state.h2} onClick={() => chain().toggleHeading({ level: 2 }).run()}>
        H2
      </Btn>
      <Btn label={t('editor.h3')} pressed={state.h3} onClick={() => chain().toggleHeading({ level: 3 }).run()}>
        H3
      </Btn>
      <Btn label={t('editor.bullets')} pressed={state.bullet} onClick={() => chain().toggleBulletList().run()}>
        •
      </Btn>
      <Btn label={t('editor.numbered')} pressed={state.ordered} onClick={() => chain().toggleOrderedList().run()}>
        1.
      </Btn>
      <Btn label={t('editor.quote')} pressed={state.quote} onClick={() => chain().toggleBlockquote().run()}>
        “”
      </Btn>
      <Btn label={t('editor.link')} pressed={state.link} onClick={setLink}>
        {t('editor.link')}
      </Btn>
      <Btn label={t('editor.image')} onClick={addImage}>
        {t('editor.imageShort')}
      </Btn>
      <Btn label={t('editor.undo')} disabled={!state.canUndo} onClick={() => chain().undo().run()}>
        ↶
      </Btn>
      <Btn label={t('editor.redo')} disabled={!state.canRedo} onClick={() => chain().redo().run()}>
        ↷
      </Btn>
    </div>
  );
}

/** A toolbar button; its accessible name contains its visible text (WCAG 2.5.3, label in name). */
function Btn({
  label,
  pressed,
  onClick,
  disabled,
  children,
}: {
  label: string;
  pressed?: boolean;
  onClick: () => void;
  disabled?: boolean;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      className={`${styles.button} ${pressed ? styles.pressed : ''}`}
      aria-label={label}
      title={label}
      aria-pressed={pressed}
      disabled={disabled}
      onMouseDown={(e) => e.preventDefault()}
      onClick={onClick}
    >
      <span aria-hidden="true">{children}</span>
    </button>
  );
}

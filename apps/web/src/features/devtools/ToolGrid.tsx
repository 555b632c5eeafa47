import { useState } from 'react';
import { Center, Loader, TextInput, VisuallyHidden } from '@mantine/core';
import { hasAccess } from '@arcana/shared';
import { useSessionUser } from '../sessions';
import { ToolDialog } from './ToolDialog';
import { LineIcon, type LineIconName } from '../../components/LineIcon';
import { CATEGORY_LABELS, searchWidgets, TOOL_WIDGETS, type ToolWidget } from './tool-widgets';
import classes from './ToolGrid.module.css';

function GridNotice({ icon, text, hint }: { icon: LineIconName; text: string; hint?: string }) {
  return (
    <div className={classes.notice}>
      <span className={classes.noticeIcon}>
        <LineIcon name={icon} size={28} />
      </span>
      <p className={classes.noticeText}>{text}</p>
      {hint && <p className={classes.noticeHint}>{hint}</p>}
    </div>
  );
}

function ToolCard({ widget, onOpen }: { widget: ToolWidget; onOpen: () => void }) {
  const descriptionId = `tool-${widget.id}-description`;
  return (
    <li className={classes.card}>
      <div className={classes.cardTop}>
        <span className={classes.icon}>
          <LineIcon name={widget.icon} />
        </span>
        <span className={`${classes.category} ${classes[widget.category]}`}>{CATEGORY_LABELS[widget.category]}</span>
      </div>
      <h2 className={classes.name}>
        <button type="button" className={classes.open} onClick={onOpen} aria-haspopup="dialog" aria-describedby={descriptionId}>
          {widget.name}
        </button>
      </h2>
      <p id={descriptionId} className={classes.description}>
        {widget.description}
      </p>
      <span className={classes.cta} aria-hidden>
        Open tool →
      </span>
    </li>
  );
}

/**
 * The developer tools (docs/product-rules.md "Developer tools"): the widgets the signed-in user's level
 * allows, with a search over their names, descriptions and categories; each card opens its tool in a
 * dialog. Shown on /devs and in the admin panel's Testing Tools tab.
 */
export function ToolGrid() {
  const { user, isObserving, checking } = useSessionUser();
  const [search, setSearch] = useState('');
  const [current, setCurrent] = useState<ToolWidget | null>(null);
  const [opened, setOpened] = useState(false);

  if (checking) {
    return (
      <Center py="xl">
        <Loader aria-label="Loading tools" />
      </Center>
    );
  }
  if (!user) return null;
  if (isObserving) {
    return <GridNotice icon="lock" text="Developer tools are not available while you observe another account." />;
  }
  const available = TOOL_WIDGETS.filter((widget) => hasAccess(user, widget.requiredAccess));
  if (available.length === 0) {
    return (
      <GridNotice icon="lock" text="No tools are available at your access level yet." hint="The tools here need admin access for now." />
    );
  }

  const query = search.trim();
  const shown = searchWidgets(available, query);
  const open = (widget: ToolWidget) => {
    setCurrent(widget);
    setOpened(true);
  };

  return (
    <div className={classes.grid}>
      <TextInput
        className={classes.search}
        label="Search tools"
        placeholder="Name, description or category"
        type="search"
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
        leftSection={<LineIcon name="search" size={18} />}
      />
      {/* One live region, there from the start, so a screen reader hears what the search leaves. */}
      <div role="status">
        {shown.length === 0 ? (
          <GridNotice
            icon="search"
            text={`No widgets found matching "${query}"`}
            hint="Try a tool's name, or a category: testing, verification."
          />
        ) : (
          <VisuallyHidden>{query ? `${shown.length} of ${available.length} tools match` : ''}</VisuallyHidden>
        )}
      </div>
      {shown.length > 0 && (
        <ul className={classes.cards} aria-label="Tools">
          {shown.map((widget) => (
            <ToolCard key={widget.id} widget={widget} onOpen={() => open(widget)} />
          ))}
        </ul>
      )}
      <ToolDialog widget={current} opened={opened} onClose={() => setOpened(false)} />
    </div>
  );
}

// touch-inject.so: an LD_PRELOAD library that gives any wlroots 0.15 compositor running on
// the headless back end a touchscreen, and replays recorded touch events on it.
//
//   mkfifo /tmp/inject
//   TOUCHWAY_INJECT=/tmp/inject LD_PRELOAD=touch-inject.so WLR_BACKENDS=headless cage -- APP
//   echo /path/drag.libinput-events.txt > /tmp/inject
//
// Each line written to the FIFO names a file of touch events in the format of
// `touchway events` and `libinput debug-events` (Tests/TouchwayTestSupport/Recordings):
//
//   TIME TOUCH_DOWN SLOT SEAT_SLOT X Y      X and Y in percent of the output
//   TIME TOUCH_MOTION SLOT SEAT_SLOT X Y
//   TIME TOUCH_UP SLOT SEAT_SLOT
//   TIME TOUCH_CANCEL SLOT SEAT_SLOT
//   TIME TOUCH_FRAME
//
// The files are replayed one after another with their recorded timing, on the
// compositor's own event loop, as wlr_touch down/motion/up/cancel/frame signals of a
// device made with wlr_headless_add_input_device: what wlroots' libinput back end emits
// for a touchscreen, with the seat slot as the touch id. When a file is done, standard
// error gets `touch-inject: replayed FILE: N frames`; a file that cannot be read gets
// `touch-inject: FILE:LINE: what is wrong` and is skipped.
//
// The signals are the device's public wlr_touch events, which the caller of
// wlr_headless_add_input_device raises itself, as wlroots documents. It wraps
// wlr_backend_autocreate and wlr_headless_backend_create to learn the display, and
// wlr_backend_start to add the device once the back end runs. Then LD_PRELOAD and
// TOUCHWAY_INJECT are taken out of the environment, so the clients the compositor starts
// do not load it (programs before it, such as runuser or timeout, pass it on).
#define _GNU_SOURCE
#include <dlfcn.h>
#include <errno.h>
#include <fcntl.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>
#include <wayland-server-core.h>
#include <wlr/backend.h>
#include <wlr/backend/headless.h>
#include <wlr/backend/multi.h>
#include <wlr/types/wlr_input_device.h>
#include <wlr/types/wlr_touch.h>

enum kind { DOWN, MOTION, UP, CANCEL, FRAME };

struct event {
	double time;
	enum kind kind;
	int32_t id;
	double x, y;
};

// The one replay at a time, and the files waiting for it.
static struct {
	char *fifo_path;
	struct wl_display *display;
	struct wlr_input_device *device;
	struct wl_event_source *timer;
	char pending[8192];
	size_t pending_length;
	char *queue[64];
	int queued;
	char *file;
	struct event *events;
	size_t count, next, frames;
	struct timespec start;
} inject;

__attribute__((constructor)) static void
init(void)
{
	const char *path = getenv("TOUCHWAY_INJECT");
	if (path) {
		inject.fifo_path = strdup(path);
	}
}

static double
seconds_since(const struct timespec *start)
{
	struct timespec now;
	clock_gettime(CLOCK_MONOTONIC, &now);
	return (double)(now.tv_sec - start->tv_sec) + (double)(now.tv_nsec - start->tv_nsec) / 1e9;
}

static uint32_t
now_msec(void)
{
	struct timespec now;
	clock_gettime(CLOCK_MONOTONIC, &now);
	return (uint32_t)((uint64_t)now.tv_sec * 1000 + (uint64_t)now.tv_nsec / 1000000);
}

// Reads FILE into inject.events; prints one line and returns false when it cannot.
static bool
load(const char *file)
{
	FILE *stream = fopen(file, "r");
	if (!stream) {
		fprintf(stderr, "touch-inject: %s: %s\n", file, strerror(errno));
		return false;
	}
	size_t capacity = 0;
	char line[256];
	unsigned number = 0;
	bool ok = true;
	inject.count = 0;
	while (ok && fgets(line, sizeof(line), stream)) {
		number++;
		struct event event = {0};
		char name[32];
		int slot, fields = sscanf(line, "%lf %31s %d %d %lf %lf", &event.time, name, &slot,
			&event.id, &event.x, &event.y);
		bool positioned = !strcmp(name, "TOUCH_DOWN") || !strcmp(name, "TOUCH_MOTION");
		if (fields >= 2 && !strcmp(name, "TOUCH_FRAME")) {
			event.kind = FRAME;
		} else if (positioned && fields == 6) {
			event.kind = name[6] == 'D' ? DOWN : MOTION;
		} else if (fields == 4 && !strcmp(name, "TOUCH_UP")) {
			event.kind = UP;
		} else if (fields == 4 && !strcmp(name, "TOUCH_CANCEL")) {
			event.kind = CANCEL;
		} else {
			fprintf(stderr, "touch-inject: %s:%u: not a touch event line\n", file, number);
			ok = false;
			break;
		}
		if (inject.count == capacity) {
			capacity = capacity ? capacity * 2 : 256;
			struct event *grown = realloc(inject.events, capacity * sizeof(*grown));
			if (!grown) {
				fprintf(stderr, "touch-inject: %s: out of memory\n", file);
				ok = false;
				break;
			}
			inject.events = grown;
		}
		inject.events[inject.count++] = event;
	}
	fclose(stream);
	return ok;
}

static void
emit(const struct event *event)
{
	struct wlr_touch *touch = inject.device->touch;
	uint32_t time = now_msec();
	switch (event->kind) {
	case DOWN: {
		struct wlr_event_touch_down down = {
			inject.device, time, event->id, event->x / 100, event->y / 100};
		wl_signal_emit(&touch->events.down, &down);
		break;
	}
	case MOTION: {
		struct wlr_event_touch_motion motion = {
			inject.device, time, event->id, event->x / 100, event->y / 100};
		wl_signal_emit(&touch->events.motion, &motion);
		break;
	}
	case UP: {
		struct wlr_event_touch_up up = {inject.device, time, event->id};
		wl_signal_emit(&touch->events.up, &up);
		break;
	}
	case CANCEL: {
		struct wlr_event_touch_cancel cancel = {inject.device, time, event->id};
		wl_signal_emit(&touch->events.cancel, &cancel);
		break;
	}
	case FRAME:
		inject.frames++;
		wl_signal_emit(&touch->events.frame, NULL);
		break;
	}
}

// Arms the timer for the next event, or reports the file and starts the next one.
static void schedule(void);

static void
start_next(void)
{
	while (!inject.file && inject.queued > 0) {
		char *file = inject.queue[0];
		memmove(inject.queue, inject.queue + 1, (size_t)--inject.queued * sizeof(char *));
		if (!load(file)) {
			free(file);
			continue;
		}
		inject.file = file;
		inject.next = 0;
		inject.frames = 0;
		clock_gettime(CLOCK_MONOTONIC, &inject.start);
		schedule();
	}
}

static void
schedule(void)
{
	if (inject.next < inject.count) {
		double wait = inject.events[inject.next].time - seconds_since(&inject.start);
		wl_event_source_timer_update(inject.timer, wait > 0.001 ? (int)(wait * 1000) : 1);
		return;
	}
	fprintf(stderr, "touch-inject: replayed %s: %zu frames\n", inject.file, inject.frames);
	free(inject.file);
	inject.file = NULL;
	start_next();
}

static int
on_timer(void *data)
{
	(void)data;
	double elapsed = seconds_since(&inject.start);
	while (inject.next < inject.count && inject.events[inject.next].time <= elapsed) {
		emit(&inject.events[inject.next++]);
	}
	schedule();
	return 0;
}

static int
on_fifo(int fd, uint32_t mask, void *data)
{
	(void)mask, (void)data;
	ssize_t got = read(fd, inject.pending + inject.pending_length,
		sizeof(inject.pending) - 1 - inject.pending_length);
	if (got <= 0) {
		return 0;
	}
	inject.pending_length += (size_t)got;
	char *newline;
	while ((newline = memchr(inject.pending, '\n', inject.pending_length))) {
		*newline = '\0';
		if (inject.queued == (int)(sizeof(inject.queue) / sizeof(inject.queue[0]))) {
			fprintf(stderr, "touch-inject: %s: too many files waiting\n", inject.pending);
		} else if (newline > inject.pending) {
			inject.queue[inject.queued++] = strdup(inject.pending);
		}
		size_t used = (size_t)(newline + 1 - inject.pending);
		inject.pending_length -= used;
		memmove(inject.pending, newline + 1, inject.pending_length);
	}
	if (inject.pending_length == sizeof(inject.pending) - 1) {
		fprintf(stderr, "touch-inject: a line of the FIFO is too long\n");
		inject.pending_length = 0;
	}
	start_next();
	return 0;
}

static void
find_headless(struct wlr_backend *backend, void *data)
{
	struct wlr_backend **headless = data;
	if (!*headless && wlr_backend_is_headless(backend)) {
		*headless = backend;
	}
}

static void
add_touchscreen(struct wlr_backend *backend)
{
	struct wlr_backend *headless = NULL;
	if (wlr_backend_is_multi(backend)) {
		wlr_multi_for_each_backend(backend, find_headless, &headless);
	} else {
		find_headless(backend, &headless);
	}
	if (!headless) {
		fprintf(stderr, "touch-inject: no headless back end (WLR_BACKENDS=headless): no touchscreen\n");
		return;
	}
	// Read and write, so the FIFO never reports end of file when a writer closes it.
	int fd = open(inject.fifo_path, O_RDWR | O_NONBLOCK | O_CLOEXEC);
	if (fd < 0) {
		fprintf(stderr, "touch-inject: %s: %s\n", inject.fifo_path, strerror(errno));
		return;
	}
	struct wl_event_loop *loop = wl_display_get_event_loop(inject.display);
	inject.timer = wl_event_loop_add_timer(loop, on_timer, NULL);
	wl_event_loop_add_fd(loop, fd, WL_EVENT_READABLE, on_fifo, NULL);
	inject.device = wlr_headless_add_input_device(headless, WLR_INPUT_DEVICE_TOUCH);
	fprintf(stderr, "touch-inject: a touchscreen on the headless back end, reading %s\n",
		inject.fifo_path);
}

#define NEXT(name) ((__typeof__(&name))dlsym(RTLD_NEXT, #name))

struct wlr_backend *
wlr_backend_autocreate(struct wl_display *display)
{
	inject.display = display;
	return NEXT(wlr_backend_autocreate)(display);
}

struct wlr_backend *
wlr_headless_backend_create(struct wl_display *display)
{
	inject.display = display;
	return NEXT(wlr_headless_backend_create)(display);
}

bool
wlr_backend_start(struct wlr_backend *backend)
{
	bool started = NEXT(wlr_backend_start)(backend);
	if (started && inject.fifo_path && inject.display && !inject.device) {
		add_touchscreen(backend);
		unsetenv("TOUCHWAY_INJECT");
		unsetenv("LD_PRELOAD");
	}
	return started;
}

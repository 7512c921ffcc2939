"""An SDL2 window for the real-app suite (python3-sdl2).

800 × 480, filled grey. Prints `ready` once the window is shown, `finger down X Y`,
`finger motion X Y` (the first only) and `finger up X Y` in window pixels; exits 0 once it
has seen a finger go down, move and lift."""

import ctypes

import sdl2

from observations import Observations

observations = Observations({"ready", "finger down", "finger motion", "finger up"})

if sdl2.SDL_Init(sdl2.SDL_INIT_VIDEO) != 0:
    print("SDL_Init:", sdl2.SDL_GetError().decode(), flush=True)
    observations.finish(1)
print("driver", sdl2.SDL_GetCurrentVideoDriver().decode(), flush=True)
window = sdl2.SDL_CreateWindow(
    b"touchway sdl", sdl2.SDL_WINDOWPOS_UNDEFINED, sdl2.SDL_WINDOWPOS_UNDEFINED, 800, 480,
    sdl2.SDL_WINDOW_FULLSCREEN_DESKTOP)
if not window:
    print("SDL_CreateWindow:", sdl2.SDL_GetError().decode(), flush=True)
    observations.finish(1)
renderer = sdl2.SDL_CreateRenderer(window, -1, 0)


def draw():
    sdl2.SDL_SetRenderDrawColor(renderer, 96, 96, 96, 255)
    sdl2.SDL_RenderClear(renderer)
    sdl2.SDL_RenderPresent(renderer)


def pixels(finger):
    width, height = ctypes.c_int(), ctypes.c_int()
    sdl2.SDL_GetWindowSize(window, ctypes.byref(width), ctypes.byref(height))
    return round(finger.x * width.value), round(finger.y * height.value)


names = {sdl2.SDL_FINGERDOWN: "finger down", sdl2.SDL_FINGERMOTION: "finger motion",
         sdl2.SDL_FINGERUP: "finger up"}
draw()
event = sdl2.SDL_Event()
while True:
    if not sdl2.SDL_WaitEvent(ctypes.byref(event)):
        continue
    if event.type == sdl2.SDL_QUIT:
        observations.finish(1)
    elif event.type == sdl2.SDL_WINDOWEVENT:
        if event.window.event in (sdl2.SDL_WINDOWEVENT_SHOWN, sdl2.SDL_WINDOWEVENT_EXPOSED):
            draw()
            observations.report("ready", once=True)
    elif event.type in names:
        observations.report(names[event.type], *pixels(event.tfinger),
                            once=event.type == sdl2.SDL_FINGERMOTION)

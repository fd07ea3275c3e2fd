# Sourced by the GTK anchors' scripts: starts Xvfb on display $1 (stopped when the script
# exits) and sets GTK to draw there with its cairo renderer, accessibility off.
start_gtk_display() {
    local display=$1
    Xvfb "$display" -screen 0 1280x1024x24 -nolisten tcp >/dev/null 2>&1 &
    gtk_display_server=$!
    trap 'kill $gtk_display_server' EXIT
    sleep 1
    export DISPLAY=$display GDK_BACKEND=x11 GTK_A11Y=none GSK_RENDERER=cairo
    export XDG_RUNTIME_DIR=$(mktemp -d)
}

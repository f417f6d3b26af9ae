module playground

go 1.26

require (
	github.com/andybalholm/brotli v1.3.0
	github.com/chromedp/cdproto v0.160.1
	github.com/chromedp/chromedp v0.23.1
	github.com/hashicorp/go-memdb v1.3.5
	github.com/maxence-charriere/go-app/v10 v10.1.11
	go.starlark.net v0.0.0-20260908191801-89a6a09411d5
)

require (
	github.com/go-json-experiment/json v0.0.0-20260213210345-44df1a37e875 // indirect
	github.com/google/uuid v1.6.0 // indirect
	github.com/hashicorp/go-immutable-radix v1.3.1 // indirect
	github.com/hashicorp/golang-lru v0.5.4 // indirect
	golang.org/x/sys v0.42.0 // indirect
)

replace go.starlark.net => ./engine/policy/star/starlark-go
